import { aliasedTable, and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type {
  BankState,
  BankView,
  DongleView,
  EsimView,
  ImeiView,
  PortState,
  PortView,
  ServerView,
  SimCardView,
} from '../../shared/api/device-calls';
import type { Db } from '../db/database';
import {
  countries,
  deviceServers,
  dongles,
  esimProfiles,
  imeiPool,
  simBanks,
  simCards,
  simPorts,
  staff,
  suppliers,
} from '../db/schema/index';
import { likePattern } from '../staff';
import { iso, portLabel, portLabelSql } from './device-labels';

/** Read-only views of servers, banks, ports, SIM cards, the IMEI pool, eSIM profiles and dongles. */

interface Paged {
  page: number;
  pageSize: number;
}
const window = (input: Paged) => ({ limit: input.pageSize, offset: (input.page - 1) * input.pageSize });
const countOf = sql<number>`count(*)::int`;
const like = (text: string | undefined) => (text ? likePattern(text) : null);

// ——— Servers ———

const serverColumns = {
  id: deviceServers.id,
  supplierId: deviceServers.supplierId,
  supplierName: suppliers.name,
  name: deviceServers.name,
  baseUrl: deviceServers.baseUrl,
  username: deviceServers.username,
  passwordSet: sql<boolean>`${deviceServers.password} <> ''`,
  simulated: deviceServers.simulated,
  enabled: deviceServers.enabled,
  online: deviceServers.online,
  lastSeenAt: deviceServers.lastSeenAt,
  lastError: deviceServers.lastError,
  remark: deviceServers.remark,
  updatedAt: deviceServers.updatedAt,
  banks: sql<number>`(select count(*)::int from ${simBanks} where ${simBanks.serverId} = ${deviceServers.id})`,
  ports: sql<number>`(select coalesce(sum(${simBanks.portCount}), 0)::int from ${simBanks} where ${simBanks.serverId} = ${deviceServers.id})`,
};
type ServerRow = { lastSeenAt: Date | null; updatedAt: Date } & Omit<ServerView, 'lastSeenAt' | 'updatedAt'>;
const toServer = (row: ServerRow): ServerView => ({ ...row, lastSeenAt: iso(row.lastSeenAt), updatedAt: row.updatedAt.toISOString() });

export async function serverPage(
  db: Db,
  input: Paged & { keyword?: string | undefined; supplierId?: number | undefined },
): Promise<{ rows: ServerView[]; count: number }> {
  const pattern = like(input.keyword);
  const where = and(
    pattern ? or(ilike(deviceServers.name, pattern), ilike(deviceServers.baseUrl, pattern)) : undefined,
    input.supplierId ? eq(deviceServers.supplierId, input.supplierId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(serverColumns)
      .from(deviceServers)
      .innerJoin(suppliers, eq(suppliers.id, deviceServers.supplierId))
      .where(where)
      .orderBy(deviceServers.id)
      .limit(window(input).limit)
      .offset(window(input).offset),
    db.select({ n: countOf }).from(deviceServers).where(where),
  ]);
  return { rows: rows.map(toServer), count: total?.n ?? 0 };
}

export async function serverView(db: Db, id: number): Promise<ServerView | null> {
  const [row] = await db
    .select(serverColumns)
    .from(deviceServers)
    .innerJoin(suppliers, eq(suppliers.id, deviceServers.supplierId))
    .where(eq(deviceServers.id, id));
  return row ? toServer(row) : null;
}

export async function serverOptions(db: Db) {
  return db
    .select({ id: deviceServers.id, name: deviceServers.name, simulated: deviceServers.simulated, online: deviceServers.online })
    .from(deviceServers)
    .orderBy(deviceServers.name);
}

/** Host part of a server's address (what ucs ip lists for a server). */
function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).hostname;
  } catch {
    return baseUrl;
  }
}

export async function ucsIps(db: Db, keyword: string | undefined) {
  const needle = keyword?.toLowerCase() ?? '';
  const [servers, banks] = await Promise.all([
    db.select({ id: deviceServers.id, name: deviceServers.name, baseUrl: deviceServers.baseUrl }).from(deviceServers),
    db.select({ id: simBanks.id, name: simBanks.name, ip: simBanks.ip }).from(simBanks).orderBy(simBanks.id),
  ]);
  const rows = [
    ...servers.map((s) => ({ ip: hostOf(s.baseUrl), kind: 'server' as const, id: s.id, name: s.name })),
    ...banks.map((b) => ({ ip: b.ip, kind: 'bank' as const, id: b.id, name: b.name })),
  ];
  return needle ? rows.filter((row) => row.ip.toLowerCase().includes(needle) || row.name.toLowerCase().includes(needle)) : rows;
}

// ——— Banks ———

const portCount = (state: PortState) =>
  sql<number>`(select count(*)::int from ${simPorts} where ${simPorts.bankId} = ${simBanks.id} and ${simPorts.state} = ${state})`;
const bankColumns = {
  id: simBanks.id,
  serverId: simBanks.serverId,
  serverName: deviceServers.name,
  simulated: deviceServers.simulated,
  deviceCode: simBanks.deviceCode,
  name: simBanks.name,
  model: simBanks.model,
  ip: simBanks.ip,
  countryCode: countries.code,
  countryName: countries.nameZh,
  countryNameEn: countries.nameEn,
  state: simBanks.state,
  portCount: simBanks.portCount,
  activePorts: portCount('active'),
  idlePorts: portCount('idle'),
  faultPorts: portCount('fault'),
  lastRebootAt: simBanks.lastRebootAt,
  syncedAt: simBanks.syncedAt,
};

export async function bankPage(
  db: Db,
  input: Paged & {
    keyword?: string | undefined;
    serverId?: number | undefined;
    countryCode?: string | undefined;
    state?: BankState | undefined;
  },
  lang: 'zh' | 'en',
): Promise<{ rows: BankView[]; count: number }> {
  const pattern = like(input.keyword);
  const where = and(
    pattern ? or(ilike(simBanks.deviceCode, pattern), ilike(simBanks.name, pattern), ilike(simBanks.ip, pattern)) : undefined,
    input.serverId ? eq(simBanks.serverId, input.serverId) : undefined,
    input.countryCode ? eq(countries.code, input.countryCode) : undefined,
    input.state ? eq(simBanks.state, input.state) : undefined,
  );
  const base = () =>
    db
      .select(bankColumns)
      .from(simBanks)
      .innerJoin(deviceServers, eq(deviceServers.id, simBanks.serverId))
      .innerJoin(countries, eq(countries.id, simBanks.countryId));
  const [rows, [total]] = await Promise.all([
    base().where(where).orderBy(simBanks.deviceCode).limit(window(input).limit).offset(window(input).offset),
    db.select({ n: countOf }).from(simBanks).innerJoin(countries, eq(countries.id, simBanks.countryId)).where(where),
  ]);
  return { rows: rows.map((row) => toBank(row, lang)), count: total?.n ?? 0 };
}

export async function bankViewOf(db: Db, id: number, lang: 'zh' | 'en'): Promise<BankView | null> {
  const [row] = await db
    .select(bankColumns)
    .from(simBanks)
    .innerJoin(deviceServers, eq(deviceServers.id, simBanks.serverId))
    .innerJoin(countries, eq(countries.id, simBanks.countryId))
    .where(eq(simBanks.id, id));
  return row ? toBank(row, lang) : null;
}

function toBank(
  row: { countryName: string; countryNameEn: string; state: string; lastRebootAt: Date | null; syncedAt: Date | null } & Omit<
    BankView,
    'countryName' | 'state' | 'lastRebootAt' | 'syncedAt'
  >,
  lang: 'zh' | 'en',
): BankView {
  const { countryNameEn, ...rest } = row;
  return {
    ...rest,
    countryName: lang === 'en' ? countryNameEn : row.countryName,
    state: row.state as BankState,
    lastRebootAt: iso(row.lastRebootAt),
    syncedAt: iso(row.syncedAt),
  };
}

// ——— Ports ———

const portColumns = {
  id: simPorts.id,
  bankId: simPorts.bankId,
  bankName: simBanks.name,
  bankCode: simBanks.deviceCode,
  serverId: simBanks.serverId,
  serverName: deviceServers.name,
  simulated: deviceServers.simulated,
  portNo: simPorts.portNo,
  slot: simPorts.slot,
  iccid: simCards.iccid,
  imsi: simCards.imsi,
  msisdn: simCards.msisdn,
  operator: simCards.operator,
  countryCode: countries.code,
  countryName: countries.nameZh,
  countryNameEn: countries.nameEn,
  state: simPorts.state,
  signal: simPorts.signal,
  imei: simPorts.imei,
  balance: simPorts.balance,
  jobId: simPorts.jobId,
  syncedAt: simPorts.syncedAt,
};
type PortRow = {
  bankCode: string;
  portNo: number;
  state: string;
  syncedAt: Date | null;
  countryName: string;
  countryNameEn: string;
} & Omit<PortView, 'label' | 'state' | 'syncedAt' | 'countryName'>;

function toPort(row: PortRow, lang: 'zh' | 'en'): PortView {
  const { countryNameEn, ...rest } = row;
  return {
    ...rest,
    label: portLabel(row.bankCode, row.portNo),
    countryName: lang === 'en' ? countryNameEn : row.countryName,
    state: row.state as PortState,
    syncedAt: iso(row.syncedAt),
  };
}

function portsFrom(db: Db) {
  return db
    .select(portColumns)
    .from(simPorts)
    .innerJoin(simBanks, eq(simBanks.id, simPorts.bankId))
    .innerJoin(deviceServers, eq(deviceServers.id, simBanks.serverId))
    .innerJoin(countries, eq(countries.id, simBanks.countryId))
    .leftJoin(simCards, eq(simCards.id, simPorts.simCardId));
}

/** A keyword matches a port's label, ICCID, IMSI, number or IMEI. */
function portKeyword(keyword: string | undefined): SQL | undefined {
  const pattern = like(keyword);
  if (!pattern) return undefined;
  return or(
    ilike(portLabelSql, pattern),
    ilike(simCards.iccid, pattern),
    ilike(simCards.imsi, pattern),
    ilike(simCards.msisdn, pattern),
    ilike(simPorts.imei, pattern),
  );
}

export async function portPage(
  db: Db,
  input: Paged & {
    keyword?: string | undefined;
    bankId?: number | undefined;
    serverId?: number | undefined;
    countryCode?: string | undefined;
    state?: PortState | undefined;
  },
  lang: 'zh' | 'en',
): Promise<{ rows: PortView[]; count: number }> {
  const where = and(
    portKeyword(input.keyword),
    input.bankId ? eq(simPorts.bankId, input.bankId) : undefined,
    input.serverId ? eq(simBanks.serverId, input.serverId) : undefined,
    input.countryCode ? eq(countries.code, input.countryCode) : undefined,
    input.state ? eq(simPorts.state, input.state) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    portsFrom(db).where(where).orderBy(simBanks.deviceCode, simPorts.portNo).limit(window(input).limit).offset(window(input).offset),
    db
      .select({ n: countOf })
      .from(simPorts)
      .innerJoin(simBanks, eq(simBanks.id, simPorts.bankId))
      .innerJoin(countries, eq(countries.id, simBanks.countryId))
      .leftJoin(simCards, eq(simCards.id, simPorts.simCardId))
      .where(where),
  ]);
  return { rows: rows.map((row) => toPort(row, lang)), count: total?.n ?? 0 };
}

export async function portViews(db: Db, ids: readonly number[], lang: 'zh' | 'en'): Promise<PortView[]> {
  if (ids.length === 0) return [];
  const rows = await portsFrom(db).where(inArray(simPorts.id, [...ids]));
  return rows.map((row) => toPort(row, lang));
}

export async function portViewOf(db: Db, id: number, lang: 'zh' | 'en'): Promise<PortView | null> {
  return (await portViews(db, [id], lang))[0] ?? null;
}

// ——— SIM cards ———

export async function simCardPage(
  db: Db,
  input: Paged & { keyword?: string | undefined; countryCode?: string | undefined; inPort?: boolean | undefined },
  lang: 'zh' | 'en',
): Promise<{ rows: SimCardView[]; count: number }> {
  const pattern = like(input.keyword);
  const where = and(
    pattern
      ? or(
          ilike(simCards.iccid, pattern),
          ilike(simCards.imsi, pattern),
          ilike(simCards.msisdn, pattern),
          ilike(simCards.operator, pattern),
        )
      : undefined,
    input.countryCode ? eq(countries.code, input.countryCode) : undefined,
    input.inPort === undefined ? undefined : input.inPort ? sql`${simPorts.id} is not null` : sql`${simPorts.id} is null`,
  );
  const from = () =>
    db
      .select({
        id: simCards.id,
        iccid: simCards.iccid,
        imsi: simCards.imsi,
        msisdn: simCards.msisdn,
        operator: simCards.operator,
        countryCode: countries.code,
        countryName: lang === 'en' ? countries.nameEn : countries.nameZh,
        esim: simCards.esim,
        portId: simPorts.id,
        bankCode: simBanks.deviceCode,
        portNo: simPorts.portNo,
        createdAt: simCards.createdAt,
      })
      .from(simCards)
      .innerJoin(countries, eq(countries.id, simCards.countryId))
      .leftJoin(simPorts, eq(simPorts.simCardId, simCards.id))
      .leftJoin(simBanks, eq(simBanks.id, simPorts.bankId));
  const [rows, [total]] = await Promise.all([
    from().where(where).orderBy(simCards.id).limit(window(input).limit).offset(window(input).offset),
    db
      .select({ n: countOf })
      .from(simCards)
      .innerJoin(countries, eq(countries.id, simCards.countryId))
      .leftJoin(simPorts, eq(simPorts.simCardId, simCards.id))
      .where(where),
  ]);
  return {
    rows: rows.map(({ bankCode, portNo, ...row }) => ({
      ...row,
      portLabel: bankCode !== null && portNo !== null ? portLabel(bankCode, portNo) : null,
      createdAt: row.createdAt.toISOString(),
    })),
    count: total?.n ?? 0,
  };
}

// ——— IMEI pool ———

const imeiColumns = {
  id: imeiPool.id,
  imei: imeiPool.imei,
  tac: imeiPool.tac,
  state: imeiPool.state,
  source: imeiPool.source,
  portId: imeiPool.portId,
  bankCode: simBanks.deviceCode,
  portNo: simPorts.portNo,
  dongleId: imeiPool.dongleId,
  batchNo: imeiPool.batchNo,
  createdByName: staff.name,
  createdAt: imeiPool.createdAt,
};

export async function imeiPage(
  db: Db,
  input: Paged & { keyword?: string | undefined; tac?: string | undefined; state?: ImeiView['state'] | undefined },
): Promise<{ rows: ImeiView[]; count: number }> {
  const pattern = like(input.keyword);
  const where = and(
    pattern ? or(ilike(imeiPool.imei, pattern), ilike(imeiPool.batchNo, pattern)) : undefined,
    input.tac ? eq(imeiPool.tac, input.tac) : undefined,
    input.state ? eq(imeiPool.state, input.state) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(imeiColumns)
      .from(imeiPool)
      .leftJoin(simPorts, eq(simPorts.id, imeiPool.portId))
      .leftJoin(simBanks, eq(simBanks.id, simPorts.bankId))
      .leftJoin(staff, eq(staff.id, imeiPool.createdBy))
      .where(where)
      .orderBy(desc(imeiPool.id))
      .limit(window(input).limit)
      .offset(window(input).offset),
    db.select({ n: countOf }).from(imeiPool).where(where),
  ]);
  return {
    rows: rows.map(({ bankCode, portNo, ...row }) => ({
      ...row,
      state: row.state as ImeiView['state'],
      source: row.source as ImeiView['source'],
      portLabel: bankCode !== null && portNo !== null ? portLabel(bankCode, portNo) : null,
      createdAt: row.createdAt.toISOString(),
    })),
    count: total?.n ?? 0,
  };
}

// ——— eSIM profiles ———

const esimColumns = {
  id: esimProfiles.id,
  portId: esimProfiles.portId,
  bankCode: simBanks.deviceCode,
  portNo: simPorts.portNo,
  iccid: esimProfiles.iccid,
  operator: esimProfiles.operator,
  countryCode: countries.code,
  state: esimProfiles.state,
  attempts: esimProfiles.attempts,
  lastError: esimProfiles.lastError,
  updatedAt: esimProfiles.updatedAt,
};
function esimFrom(db: Db) {
  return db
    .select(esimColumns)
    .from(esimProfiles)
    .innerJoin(simPorts, eq(simPorts.id, esimProfiles.portId))
    .innerJoin(simBanks, eq(simBanks.id, simPorts.bankId))
    .innerJoin(countries, eq(countries.id, esimProfiles.countryId));
}
function toEsim({
  bankCode,
  portNo,
  ...row
}: { bankCode: string; portNo: number; state: string; updatedAt: Date } & Omit<EsimView, 'portLabel' | 'state' | 'updatedAt'>): EsimView {
  return { ...row, portLabel: portLabel(bankCode, portNo), state: row.state as EsimView['state'], updatedAt: row.updatedAt.toISOString() };
}

export async function esimPage(
  db: Db,
  input: Paged & { keyword?: string | undefined; portId?: number | undefined; state?: EsimView['state'] | undefined },
): Promise<{ rows: EsimView[]; count: number }> {
  const pattern = like(input.keyword);
  const where = and(
    pattern ? or(ilike(esimProfiles.iccid, pattern), ilike(portLabelSql, pattern), ilike(esimProfiles.operator, pattern)) : undefined,
    input.portId ? eq(esimProfiles.portId, input.portId) : undefined,
    input.state ? eq(esimProfiles.state, input.state) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    esimFrom(db).where(where).orderBy(desc(esimProfiles.id)).limit(window(input).limit).offset(window(input).offset),
    db
      .select({ n: countOf })
      .from(esimProfiles)
      .innerJoin(simPorts, eq(simPorts.id, esimProfiles.portId))
      .innerJoin(simBanks, eq(simBanks.id, simPorts.bankId))
      .where(where),
  ]);
  return { rows: rows.map(toEsim), count: total?.n ?? 0 };
}

export async function esimViewOf(db: Db, id: number): Promise<EsimView | null> {
  const [row] = await esimFrom(db).where(eq(esimProfiles.id, id));
  return row ? toEsim(row) : null;
}

// ——— Dongles ———

const linkedBank = aliasedTable(simBanks, 'linked_bank');
const dongleColumns = {
  id: dongles.id,
  serverId: dongles.serverId,
  serverName: deviceServers.name,
  simulated: deviceServers.simulated,
  deviceCode: dongles.deviceCode,
  name: dongles.name,
  imei: dongles.imei,
  network: dongles.network,
  state: dongles.state,
  signal: dongles.signal,
  portId: dongles.portId,
  bankCode: linkedBank.deviceCode,
  portNo: simPorts.portNo,
  syncedAt: dongles.syncedAt,
};
function donglesFrom(db: Db) {
  return db
    .select(dongleColumns)
    .from(dongles)
    .innerJoin(deviceServers, eq(deviceServers.id, dongles.serverId))
    .leftJoin(simPorts, eq(simPorts.id, dongles.portId))
    .leftJoin(linkedBank, eq(linkedBank.id, simPorts.bankId));
}
function toDongle({
  bankCode,
  portNo,
  ...row
}: { bankCode: string | null; portNo: number | null; network: string; state: string; syncedAt: Date | null } & Omit<
  DongleView,
  'portLabel' | 'network' | 'state' | 'syncedAt'
>): DongleView {
  return {
    ...row,
    network: row.network as DongleView['network'],
    state: row.state as DongleView['state'],
    portLabel: bankCode !== null && portNo !== null ? portLabel(bankCode, portNo) : null,
    syncedAt: iso(row.syncedAt),
  };
}

export async function donglePage(
  db: Db,
  input: Paged & { keyword?: string | undefined; serverId?: number | undefined; state?: DongleView['state'] | undefined },
): Promise<{ rows: DongleView[]; count: number }> {
  const pattern = like(input.keyword);
  const where = and(
    pattern ? or(ilike(dongles.deviceCode, pattern), ilike(dongles.name, pattern), ilike(dongles.imei, pattern)) : undefined,
    input.serverId ? eq(dongles.serverId, input.serverId) : undefined,
    input.state ? eq(dongles.state, input.state) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    donglesFrom(db).where(where).orderBy(dongles.deviceCode).limit(window(input).limit).offset(window(input).offset),
    db.select({ n: countOf }).from(dongles).where(where),
  ]);
  return { rows: rows.map(toDongle), count: total?.n ?? 0 };
}

export async function dongleViewOf(db: Db, id: number): Promise<DongleView | null> {
  const [row] = await donglesFrom(db).where(eq(dongles.id, id));
  return row ? toDongle(row) : null;
}

/** Instants of a day range as SQL conditions on a column. */
export function within(column: Parameters<typeof gte>[0], from: Date | null, until: Date | null): SQL | undefined {
  return and(from ? gte(column, from) : undefined, until ? lt(column, until) : undefined);
}
