import { eq, inArray, sql } from 'drizzle-orm';
import type { PortState } from '../../shared/api/device-calls';
import { APP_CODES } from '../../shared/error-codes';
import type { Db } from '../db/database';
import { deviceServers, simBanks, simCards, simPorts } from '../db/schema/index';
import { AppError, fail } from '../http/app-error';
import { DeviceError, type DeviceServerAddress } from './gateway/device-gateway';
import type { DevicePort } from './gateway/device-protocol';
import { portLabel } from './device-labels';

/** A port as the server needs it to reach the device: where it is and its last known state. */
export interface PortTarget {
  id: number;
  label: string;
  portNo: number;
  bankId: number;
  bankCode: string;
  bankState: string;
  serverId: number;
  serverName: string;
  serverEnabled: boolean;
  address: DeviceServerAddress;
  state: PortState;
  imei: string | null;
  jobId: number | null;
  hasSim: boolean;
}

const targetColumns = {
  id: simPorts.id,
  portNo: simPorts.portNo,
  bankId: simPorts.bankId,
  bankCode: simBanks.deviceCode,
  bankState: simBanks.state,
  serverId: deviceServers.id,
  serverName: deviceServers.name,
  serverEnabled: deviceServers.enabled,
  baseUrl: deviceServers.baseUrl,
  username: deviceServers.username,
  password: deviceServers.password,
  state: simPorts.state,
  imei: simPorts.imei,
  jobId: simPorts.jobId,
  simCardId: simPorts.simCardId,
};

export async function portTargets(db: Db, ids: readonly number[]): Promise<Map<number, PortTarget>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(targetColumns)
    .from(simPorts)
    .innerJoin(simBanks, eq(simBanks.id, simPorts.bankId))
    .innerJoin(deviceServers, eq(deviceServers.id, simBanks.serverId))
    .where(inArray(simPorts.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        label: portLabel(row.bankCode, row.portNo),
        portNo: row.portNo,
        bankId: row.bankId,
        bankCode: row.bankCode,
        bankState: row.bankState,
        serverId: row.serverId,
        serverName: row.serverName,
        serverEnabled: row.serverEnabled,
        address: { baseUrl: row.baseUrl, username: row.username, password: row.password },
        state: row.state as PortState,
        imei: row.imei,
        jobId: row.jobId,
        hasSim: row.simCardId !== null,
      },
    ]),
  );
}

export async function portTarget(db: Db, id: number): Promise<PortTarget> {
  const target = (await portTargets(db, [id])).get(id);
  if (!target) throw fail.notFound();
  return target;
}

export async function serverAddress(db: Db, serverId: number): Promise<{ name: string; enabled: boolean; address: DeviceServerAddress }> {
  const [row] = await db.select().from(deviceServers).where(eq(deviceServers.id, serverId));
  if (!row) throw fail.notFound();
  return { name: row.name, enabled: row.enabled, address: { baseUrl: row.baseUrl, username: row.username, password: row.password } };
}

/**
 * Records what the device reported for a port: state, signal, IMEI (and the SIM when it changed).
 * This is the only way a port's state is written.
 */
export async function recordDevicePort(db: Db, portId: number, reported: DevicePort, at: Date): Promise<void> {
  let simCardId: number | null | undefined;
  if (reported.iccid === null) simCardId = null;
  await db
    .update(simPorts)
    .set({
      state: reported.state,
      signal: reported.signal,
      imei: reported.imei,
      syncedAt: at,
      ...(simCardId === null ? { simCardId: null } : {}),
    })
    .where(eq(simPorts.id, portId));
}

/** Marks the devices of a server reachable or not (what the server list shows). */
export async function noteServerSeen(db: Db, serverId: number, at: Date, error: string | null): Promise<void> {
  await db
    .update(deviceServers)
    .set(error === null ? { online: true, lastSeenAt: at, lastError: null } : { online: false, lastError: error.slice(0, 300) })
    .where(eq(deviceServers.id, serverId));
}

/** A device failure as the caller reads it (message key and parameters). */
export function deviceFailure(
  error: unknown,
  serverName: string,
): { key: 'devices.deviceUnreachable' | 'devices.deviceRefused' | 'devices.deviceTimeout'; params: Record<string, string | number> } {
  if (error instanceof DeviceError) {
    if (error.kind === 'timeout') return { key: 'devices.deviceTimeout', params: { seconds: error.detail } };
    if (error.kind === 'unreachable') return { key: 'devices.deviceUnreachable', params: { server: serverName, detail: error.detail } };
    return { key: 'devices.deviceRefused', params: { detail: error.detail } };
  }
  throw error;
}

/** Runs one device request for a call; a device failure becomes a readable envelope (never a 500). */
export async function onDevice<T>(db: Db, serverId: number, serverName: string, at: Date, request: () => Promise<T>): Promise<T> {
  try {
    const answer = await request();
    await noteServerSeen(db, serverId, at, null);
    return answer;
  } catch (error) {
    const failure = deviceFailure(error, serverName);
    if (failure.key !== 'devices.deviceRefused') await noteServerSeen(db, serverId, at, failure.params.detail?.toString() ?? failure.key);
    throw new AppError(APP_CODES.CONFLICT, failure.key, failure.params, 409);
  }
}

/** SIM cards by ICCID, created when the device reports one not known yet. */
export async function simCardIds(
  db: Db,
  cards: readonly { iccid: string; imsi: string; msisdn: string | null; operator: string; countryId: number }[],
  at: Date,
): Promise<Map<string, number>> {
  if (cards.length === 0) return new Map();
  const ids = new Map<string, number>();
  for (let i = 0; i < cards.length; i += 500) {
    const chunk = cards.slice(i, i + 500);
    await db
      .insert(simCards)
      .values(chunk.map((card) => ({ ...card, createdAt: at })))
      .onConflictDoNothing();
    const rows = await db
      .select({ id: simCards.id, iccid: simCards.iccid })
      .from(simCards)
      .where(
        inArray(
          simCards.iccid,
          chunk.map((card) => card.iccid),
        ),
      );
    for (const row of rows) ids.set(row.iccid, row.id);
  }
  return ids;
}

export const nowSql = sql`now()`;
