import { and, eq, ne } from 'drizzle-orm';
import { APP_CODES } from '../../shared/error-codes';
import { imeiShapeProblem, tacInRanges } from '../../shared/devices/imei-rules';
import type { Lang } from '../../shared/messages';
import type { AppDeps } from '../deps';
import {
  atUssdLogs,
  deviceOperationLogs,
  deviceServers,
  dongles,
  esimProfiles,
  imeiPool,
  simBanks,
  simPorts,
  suppliers,
} from '../db/schema/index';
import { AppError, fail } from '../http/app-error';
import { bankViewOf, dongleViewOf, esimViewOf, portViewOf, serverView } from './device-queries';
import { onDevice, portTarget, recordDevicePort, serverAddress } from './device-targets';
import { portLabel } from './device-labels';
import { tacRanges } from './imei/imei-pool';
import { syncServer } from './server-sync';

/** Single-device operations: server registration, reboots, balance, eSIM profiles, dongles. */

async function logOperation(
  deps: AppDeps,
  entry: {
    targetKind: 'server' | 'bank' | 'port' | 'dongle' | 'esim';
    targetId: number;
    targetLabel: string;
    action: string;
    ok: boolean;
    message?: string | null;
  },
  staffId: number,
): Promise<void> {
  await deps.db.insert(deviceOperationLogs).values({ ...entry, message: entry.message ?? null, staffId, createdAt: deps.clock.now() });
}

// ——— Servers ———

export async function saveServer(
  deps: AppDeps,
  input: {
    id?: number | undefined;
    supplierId: number;
    name: string;
    baseUrl: string;
    username: string;
    password?: string | undefined;
    enabled: boolean;
    remark: string;
  },
  staffId: number,
) {
  const { db } = deps;
  const [supplier] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, input.supplierId));
  if (!supplier) throw new AppError(APP_CODES.VALIDATION, 'devices.unknownSupplier', {}, 400, { field: 'supplierId' });
  const baseUrl = input.baseUrl.replace(/\/+$/, '');
  const [clash] = await db
    .select({ id: deviceServers.id })
    .from(deviceServers)
    .where(and(eq(deviceServers.baseUrl, baseUrl), input.id ? ne(deviceServers.id, input.id) : undefined));
  if (clash) throw new AppError(APP_CODES.CONFLICT, 'devices.serverDuplicate', {}, 409, { field: 'baseUrl' });
  const now = deps.clock.now();
  const values = {
    supplierId: input.supplierId,
    name: input.name,
    baseUrl,
    username: input.username,
    enabled: input.enabled,
    remark: input.remark,
    updatedAt: now,
  };
  let id: number;
  if (input.id) {
    const [updated] = await db
      .update(deviceServers)
      .set({ ...values, ...(input.password ? { password: input.password } : {}) })
      .where(eq(deviceServers.id, input.id))
      .returning({ id: deviceServers.id });
    if (!updated) throw fail.notFound();
    id = updated.id;
  } else {
    const [created] = await db
      .insert(deviceServers)
      .values({ ...values, password: input.password ?? '' })
      .returning({ id: deviceServers.id });
    id = created!.id;
  }
  // The server tells what it is (a simulator says so) and what banks it runs; one that does not
  // answer keeps what it last said (a new one counts as real until it answers).
  const simulated = await syncServer(deps, id);
  if (simulated !== null) await db.update(deviceServers).set({ simulated }).where(eq(deviceServers.id, id));
  await logOperation(
    deps,
    { targetKind: 'server', targetId: id, targetLabel: input.name, action: input.id ? 'edit' : 'add', ok: true },
    staffId,
  );
  return (await serverView(db, id))!;
}

// ——— Banks and ports ———

export async function rebootBank(deps: AppDeps, bankId: number, staffId: number, lang: Lang) {
  const { db } = deps;
  const [bank] = await db.select().from(simBanks).where(eq(simBanks.id, bankId));
  if (!bank) throw fail.notFound();
  const [busy] = await db
    .select({ id: simPorts.id })
    .from(simPorts)
    .where(and(eq(simPorts.bankId, bankId), ne(simPorts.jobId, 0)))
    .limit(1);
  if (busy) throw new AppError(APP_CODES.CONFLICT, 'devices.bankBusy', {}, 409);
  const server = await serverAddress(db, bank.serverId);
  const reported = await onDevice(db, bank.serverId, server.name, deps.clock.now(), () =>
    deps.devices.rebootBank(server.address, bank.deviceCode),
  );
  await db.update(simBanks).set({ state: reported.state, lastRebootAt: deps.clock.now() }).where(eq(simBanks.id, bankId));
  await logOperation(deps, { targetKind: 'bank', targetId: bankId, targetLabel: bank.deviceCode, action: 'reboot', ok: true }, staffId);
  return (await bankViewOf(db, bankId, lang))!;
}

export async function rebootPort(deps: AppDeps, portId: number, staffId: number, lang: Lang) {
  const target = await portTarget(deps.db, portId);
  const reported = await onDevice(deps.db, target.serverId, target.serverName, deps.clock.now(), () =>
    deps.devices.rebootPort(target.address, target.bankCode, target.portNo),
  );
  await recordDevicePort(deps.db, portId, reported, deps.clock.now());
  await logOperation(deps, { targetKind: 'port', targetId: portId, targetLabel: target.label, action: 'reboot', ok: true }, staffId);
  return (await portViewOf(deps.db, portId, lang))!;
}

/** Balance by USSD: the operator's usual code unless one is given; the answer is logged and kept on the port. */
export async function portBalance(deps: AppDeps, input: { id: number; code?: string | undefined }, staffId: number, lang: Lang) {
  const target = await portTarget(deps.db, input.id);
  const code = input.code ?? '*100#';
  const at = deps.clock.now();
  let response: string;
  try {
    response = await onDevice(deps.db, target.serverId, target.serverName, at, () =>
      deps.devices.ussd(target.address, target.bankCode, target.portNo, code),
    );
  } catch (error) {
    await deps.db
      .insert(atUssdLogs)
      .values({ portId: target.id, kind: 'ussd', command: code, response: null, ok: false, staffId, createdAt: at });
    throw error;
  }
  await deps.db.insert(atUssdLogs).values({ portId: target.id, kind: 'ussd', command: code, response, ok: true, staffId, createdAt: at });
  await deps.db
    .update(simPorts)
    .set({ balance: response.slice(0, 200) })
    .where(eq(simPorts.id, target.id));
  return { port: (await portViewOf(deps.db, target.id, lang))!, response };
}

// ——— eSIM profiles ———

async function esimTarget(deps: AppDeps, id: number) {
  const [profile] = await deps.db.select().from(esimProfiles).where(eq(esimProfiles.id, id));
  if (!profile) throw fail.notFound();
  return { profile, target: await portTarget(deps.db, profile.portId) };
}

export async function addEsim(deps: AppDeps, input: { portId: number; activationCode: string }, staffId: number) {
  const target = await portTarget(deps.db, input.portId);
  if (target.state === 'active') throw new AppError(APP_CODES.CONFLICT, 'devices.esimPortActive', {}, 409);
  const at = deps.clock.now();
  const reported = await onDevice(deps.db, target.serverId, target.serverName, at, () =>
    deps.devices.esimAdd(target.address, target.bankCode, target.portNo, input.activationCode),
  );
  const [bank] = await deps.db.select({ countryId: simBanks.countryId }).from(simBanks).where(eq(simBanks.id, target.bankId));
  const [existing] = await deps.db
    .select({ id: esimProfiles.id, portId: esimProfiles.portId })
    .from(esimProfiles)
    .where(eq(esimProfiles.iccid, reported.iccid));
  if (existing && existing.portId !== target.id) throw new AppError(APP_CODES.CONFLICT, 'devices.esimDuplicate', {}, 409);
  const values = { state: reported.state, lastError: reported.error, updatedAt: at };
  const [saved] = existing
    ? await deps.db.update(esimProfiles).set(values).where(eq(esimProfiles.id, existing.id)).returning({ id: esimProfiles.id })
    : await deps.db
        .insert(esimProfiles)
        .values({
          ...values,
          portId: target.id,
          iccid: reported.iccid,
          operator: reported.operator,
          countryId: bank!.countryId,
          activationCode: input.activationCode,
        })
        .returning({ id: esimProfiles.id });
  await logOperation(
    deps,
    {
      targetKind: 'esim',
      targetId: saved!.id,
      targetLabel: reported.iccid,
      action: 'add',
      ok: reported.state !== 'failed',
      message: reported.error,
    },
    staffId,
  );
  return (await esimViewOf(deps.db, saved!.id))!;
}

export async function retryEsim(deps: AppDeps, id: number, staffId: number) {
  const { profile, target } = await esimTarget(deps, id);
  if (profile.state !== 'failed') throw new AppError(APP_CODES.CONFLICT, 'devices.esimNotFailed', {}, 409);
  const at = deps.clock.now();
  const reported = await onDevice(deps.db, target.serverId, target.serverName, at, () =>
    deps.devices.esimAdd(target.address, target.bankCode, target.portNo, profile.activationCode),
  );
  await deps.db
    .update(esimProfiles)
    .set({ state: reported.state, lastError: reported.error, attempts: profile.attempts + 1, updatedAt: at })
    .where(eq(esimProfiles.id, id));
  await logOperation(
    deps,
    {
      targetKind: 'esim',
      targetId: id,
      targetLabel: profile.iccid,
      action: 'retry',
      ok: reported.state !== 'failed',
      message: reported.error,
    },
    staffId,
  );
  return (await esimViewOf(deps.db, id))!;
}

/** Enables a profile, erases one or reads its state: the port's profiles are re-read from the device after. */
export async function changeEsim(deps: AppDeps, id: number, action: 'switch' | 'erase' | 'status', staffId: number) {
  const { profile, target } = await esimTarget(deps, id);
  if (action === 'switch') {
    if (target.state === 'active') throw new AppError(APP_CODES.CONFLICT, 'devices.esimPortActive', {}, 409);
    if (profile.state === 'failed' || profile.state === 'erased' || profile.state === 'downloading')
      throw new AppError(APP_CODES.CONFLICT, 'devices.esimNotSwitchable', {}, 409);
  }
  if (action === 'erase' && profile.state === 'enabled') throw new AppError(APP_CODES.CONFLICT, 'devices.esimEnabled', {}, 409);
  const at = deps.clock.now();
  await onDevice(deps.db, target.serverId, target.serverName, at, async () => {
    if (action === 'switch') await deps.devices.esimEnable(target.address, target.bankCode, target.portNo, profile.iccid);
    if (action === 'erase') await deps.devices.esimErase(target.address, target.bankCode, target.portNo, profile.iccid);
  });
  const onPort = await onDevice(deps.db, target.serverId, target.serverName, at, () =>
    deps.devices.esimList(target.address, target.bankCode, target.portNo),
  );
  for (const reported of onPort) {
    await deps.db
      .update(esimProfiles)
      .set({ state: reported.state, lastError: reported.error, updatedAt: at })
      .where(and(eq(esimProfiles.portId, target.id), eq(esimProfiles.iccid, reported.iccid)));
  }
  if (action !== 'status')
    await logOperation(deps, { targetKind: 'esim', targetId: id, targetLabel: profile.iccid, action, ok: true }, staffId);
  return (await esimViewOf(deps.db, id))!;
}

// ——— Dongles ———

async function dongleTarget(deps: AppDeps, id: number) {
  const [dongle] = await deps.db.select().from(dongles).where(eq(dongles.id, id));
  if (!dongle) throw fail.notFound();
  return { dongle, server: await serverAddress(deps.db, dongle.serverId) };
}

export async function addDongle(deps: AppDeps, input: { serverId: number; deviceCode: string; name: string }, staffId: number) {
  const [serverRow] = await deps.db.select({ id: deviceServers.id }).from(deviceServers).where(eq(deviceServers.id, input.serverId));
  if (!serverRow) throw new AppError(APP_CODES.VALIDATION, 'devices.unknownServer', {}, 400, { field: 'serverId' });
  const server = await serverAddress(deps.db, input.serverId);
  const [known] = await deps.db
    .select({ id: dongles.id })
    .from(dongles)
    .where(and(eq(dongles.serverId, input.serverId), eq(dongles.deviceCode, input.deviceCode)));
  if (known) throw new AppError(APP_CODES.CONFLICT, 'devices.dongleDuplicate', {}, 409, { field: 'deviceCode' });
  const at = deps.clock.now();
  const reported = (await onDevice(deps.db, input.serverId, server.name, at, () => deps.devices.dongles(server.address))).find(
    (each) => each.code === input.deviceCode,
  );
  if (!reported)
    throw new AppError(APP_CODES.VALIDATION, 'devices.dongleNotReported', { code: input.deviceCode }, 400, { field: 'deviceCode' });
  const [saved] = await deps.db
    .insert(dongles)
    .values({
      serverId: input.serverId,
      deviceCode: input.deviceCode,
      name: input.name,
      imei: reported.imei,
      network: reported.network,
      state: reported.state,
      signal: reported.signal,
      syncedAt: at,
    })
    .returning({ id: dongles.id });
  await logOperation(deps, { targetKind: 'dongle', targetId: saved!.id, targetLabel: input.deviceCode, action: 'add', ok: true }, staffId);
  return (await dongleViewOf(deps.db, saved!.id))!;
}

export type DongleChange =
  | { kind: 'network'; network: 'auto' | '4g' | '3g' | '2g' }
  | { kind: 'link'; portId: number | null }
  | { kind: 'imei'; imei: string | null }
  | { kind: 'reboot' };

export async function changeDongle(deps: AppDeps, id: number, change: DongleChange, staffId: number) {
  const { db } = deps;
  const { dongle, server } = await dongleTarget(deps, id);
  const at = deps.clock.now();
  let linkPortId: number | null | undefined;
  let link: { bank: string; port: number } | null = null;
  let imei: string | null = null;
  if (change.kind === 'link') {
    linkPortId = change.portId;
    if (change.portId !== null) {
      const port = await portTarget(db, change.portId);
      const [other] = await db
        .select({ code: dongles.deviceCode })
        .from(dongles)
        .where(and(eq(dongles.portId, change.portId), ne(dongles.id, id)));
      if (other) throw new AppError(APP_CODES.CONFLICT, 'devices.portLinked', { dongle: other.code }, 409, { field: 'portId' });
      link = { bank: port.bankCode, port: port.portNo };
    }
  }
  if (change.kind === 'imei') {
    imei = change.imei ?? (await nextPoolImei(deps));
    const shape = imeiShapeProblem(imei);
    if (shape?.reason === 'format')
      throw new AppError(APP_CODES.VALIDATION, 'devices.imeiFormat', { imei: imei.slice(0, 20) }, 400, { field: 'imei' });
    if (shape?.reason === 'luhn')
      throw new AppError(APP_CODES.VALIDATION, 'devices.imeiLuhn', { imei, expected: shape.expected }, 400, { field: 'imei' });
    if (!tacInRanges(imei.slice(0, 8), await tacRanges(db)))
      throw new AppError(APP_CODES.VALIDATION, 'devices.imeiTac', { imei, tac: imei.slice(0, 8) }, 400, { field: 'imei' });
    const [onPort] = await db
      .select({ id: simPorts.id, bankId: simPorts.bankId, portNo: simPorts.portNo })
      .from(simPorts)
      .where(eq(simPorts.imei, imei))
      .limit(1);
    const [onDongle] = await db
      .select({ code: dongles.deviceCode })
      .from(dongles)
      .where(and(eq(dongles.imei, imei), ne(dongles.id, id)))
      .limit(1);
    if (onPort || onDongle) {
      const [bank] = onPort ? await db.select({ code: simBanks.deviceCode }).from(simBanks).where(eq(simBanks.id, onPort.bankId)) : [];
      const other = onDongle?.code ?? portLabel(bank?.code ?? '', onPort?.portNo ?? 0);
      throw new AppError(APP_CODES.CONFLICT, 'devices.imeiOnOtherPort', { imei, other }, 409, { field: 'imei' });
    }
  }
  const reported = await onDevice(db, dongle.serverId, server.name, at, () => {
    switch (change.kind) {
      case 'network':
        return deps.devices.dongleNetwork(server.address, dongle.deviceCode, change.network);
      case 'link':
        return deps.devices.dongleLink(server.address, dongle.deviceCode, link);
      case 'imei':
        return deps.devices.dongleImei(server.address, dongle.deviceCode, imei!);
      default:
        return deps.devices.dongleReboot(server.address, dongle.deviceCode);
    }
  });
  await db
    .update(dongles)
    .set({
      imei: reported.imei,
      network: reported.network,
      state: reported.state,
      signal: reported.signal,
      syncedAt: at,
      ...(linkPortId !== undefined ? { portId: linkPortId } : {}),
    })
    .where(eq(dongles.id, id));
  if (change.kind === 'imei' && reported.imei) {
    if (dongle.imei && dongle.imei !== reported.imei)
      await db.update(imeiPool).set({ state: 'retired' }).where(eq(imeiPool.imei, dongle.imei));
    await db
      .insert(imeiPool)
      .values({
        imei: reported.imei,
        tac: reported.imei.slice(0, 8),
        state: 'assigned',
        source: 'upload',
        dongleId: id,
        createdBy: staffId,
        createdAt: at,
      })
      .onConflictDoUpdate({ target: imeiPool.imei, set: { state: 'assigned', dongleId: id, portId: null } });
  }
  await logOperation(deps, { targetKind: 'dongle', targetId: id, targetLabel: dongle.deviceCode, action: change.kind, ok: true }, staffId);
  return (await dongleViewOf(db, id))!;
}

async function nextPoolImei(deps: AppDeps): Promise<string> {
  const [row] = await deps.db
    .select({ imei: imeiPool.imei })
    .from(imeiPool)
    .where(eq(imeiPool.state, 'available'))
    .orderBy(imeiPool.id)
    .limit(1);
  if (!row) throw new AppError(APP_CODES.CONFLICT, 'devices.imeiPoolEmpty', { need: 1, have: 0 }, 409);
  return row.imei;
}
