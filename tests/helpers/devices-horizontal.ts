import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import * as audit from '../../src/shared/api/audit-calls';
import * as calls from '../../src/shared/api/device-calls';
import type { CallDef } from '../../src/shared/api/define-call';
import { APP_CODES } from '../../src/shared/error-codes';
import { suppliers } from '../../src/server/db/schema/business';
import {
  atUssdLogs,
  deviceJobItems,
  deviceJobs,
  deviceOperationLogs,
  deviceServers,
  dongles,
  esimProfiles,
  imeiPool,
  portActiveLogs,
  portOrders,
  simBanks,
  simPorts,
} from '../../src/server/db/schema/devices';
import { staff } from '../../src/server/db/schema/index';
import { callApi, signIn, type RawAnswer } from './api';
import type { TestApp } from './test-app';

/**
 * Horizontal access to device operations and the audit log. Every `devices.*` call needs an
 * `OC_SIMBANK_*` page key (ops holds them): `sales`, `finance` and `newhire` are refused alike for a
 * real server, bank, port, IMEI, eSIM profile, dongle or job and for nobody's, and no device row,
 * job or device log changes. The holder naming a record that does not exist gets a plain not-found
 * or validation envelope (an empty list for a filter), never data of something else, never a 500,
 * and nothing is written. The audit log is the settings holders' (`admin`) the same way.
 */
type User = 'ops' | 'admin' | 'sales' | 'finance' | 'newhire';
const OUTSIDERS = ['sales', 'finance', 'newhire'] as const;
const NOBODY = 2_000_000_001;
const NO_COUNTRY = 'ZZ';
/** A batch submission whose ports fail their check is refused as a whole, the problems listed. */
const BATCH_REFUSED = [APP_CODES.CONFLICT];

interface Records {
  serverId: number;
  supplierId: number;
  bankId: number;
  portId: number;
  countryCode: string;
  imeiId: number;
  esimId: number;
  dongleId: number;
  jobId: number;
  staffId: number;
}
type Request = (r: Records | null) => Record<string, unknown>;

interface DevicesCase {
  fields: string[];
  check: () => Promise<void>;
}

export function devicesCases(app: () => TestApp): Record<string, DevicesCase> {
  const tokens = new Map<User, string>();
  const db = () => app().services.deps.db;
  const tokenOf = async (user: User): Promise<string> => {
    if (!tokens.has(user)) tokens.set(user, (await signIn(app(), user)).token);
    return tokens.get(user) ?? '';
  };
  const as = async (user: User, call: CallDef, request: Record<string, unknown>): Promise<RawAnswer> =>
    callApi(app().app, call, request, { token: await tokenOf(user) });

  let records: Promise<Records> | null = null;
  const load = (): Promise<Records> =>
    (records ??= (async () => {
      const [server] = await db().select().from(deviceServers).orderBy(deviceServers.id).limit(1);
      const [bank] = await db().select().from(simBanks).where(eq(simBanks.serverId, server!.id)).orderBy(simBanks.id).limit(1);
      const [port] = await db().select().from(simPorts).where(eq(simPorts.bankId, bank!.id)).orderBy(simPorts.id).limit(1);
      // The seed fills no IMEI pool: one uploaded IMEI stands for "a real IMEI".
      let [imei] = await db().select({ id: imeiPool.id }).from(imeiPool).orderBy(imeiPool.id).limit(1);
      imei ??= (
        await db()
          .insert(imeiPool)
          .values({ imei: '356938035643809', tac: '35693803', source: 'upload', createdAt: new Date() })
          .returning({ id: imeiPool.id })
      )[0];
      // Nor any eSIM profile: a failed download on the port stands for "a real profile".
      let [esim] = await db().select({ id: esimProfiles.id }).from(esimProfiles).orderBy(esimProfiles.id).limit(1);
      esim ??= (
        await db()
          .insert(esimProfiles)
          .values({
            portId: port!.id,
            iccid: '8986000000000000001',
            operator: 'Horizontal',
            countryId: bank!.countryId,
            activationCode: 'LPA:1$smdp.example.com$HZ0000',
            state: 'failed',
            lastError: 'horizontal',
            updatedAt: new Date(),
          })
          .returning({ id: esimProfiles.id })
      )[0];
      // Nor any dongle: one registered on the server stands for "a real dongle".
      let [dongle] = await db().select({ id: dongles.id }).from(dongles).orderBy(dongles.id).limit(1);
      dongle ??= (
        await db()
          .insert(dongles)
          .values({ serverId: server!.id, deviceCode: 'DG-HZ0000', name: 'Horizontal', state: 'online' })
          .returning({ id: dongles.id })
      )[0];
      const [ops] = await db().select({ id: staff.id }).from(staff).where(eq(staff.username, 'ops'));
      const [supplier] = await db().select({ id: suppliers.id }).from(suppliers).orderBy(suppliers.id).limit(1);
      // The seed starts no batch job: one finished job of ops's stands for "a real job".
      let [job] = await db().select({ id: deviceJobs.id }).from(deviceJobs).orderBy(deviceJobs.id).limit(1);
      job ??= (
        await db()
          .insert(deviceJobs)
          .values({ kind: 'activate', state: 'done', staffId: ops!.id, createdAt: new Date(), finishedAt: new Date() })
          .returning({ id: deviceJobs.id })
      )[0];
      return {
        serverId: server!.id,
        supplierId: supplier!.id,
        bankId: bank!.id,
        portId: port!.id,
        countryCode: 'CN',
        imeiId: imei!.id,
        esimId: esim!.id,
        dongleId: dongle!.id,
        jobId: job!.id,
        staffId: ops!.id,
      };
    })());

  const count = async (table: PgTable): Promise<number | undefined> =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
    )[0]?.n;
  /** Every device row a device call could change, to prove a refused one changed nothing. */
  const snapshot = async () => ({
    servers: await db().select().from(deviceServers).orderBy(deviceServers.id),
    banks: await db().select().from(simBanks).orderBy(simBanks.id),
    ports: await db().select().from(simPorts).orderBy(simPorts.id),
    imeis: await db().select().from(imeiPool).orderBy(imeiPool.id),
    esims: await db().select().from(esimProfiles).orderBy(esimProfiles.id),
    dongles: await db().select().from(dongles).orderBy(dongles.id),
    jobs: await db().select().from(deviceJobs).orderBy(deviceJobs.id),
    jobItems: await count(deviceJobItems),
    orders: await count(portOrders),
    activeLogs: await count(portActiveLogs),
    atUssdLogs: await count(atUssdLogs),
    operationLogs: await count(deviceOperationLogs),
  });

  const refused =
    (call: CallDef, request: Request, holder: User = 'ops', alsoRefusedWith: number[] = []): DevicesCase['check'] =>
    async () => {
      const r = await load();
      const before = await snapshot();
      for (const user of OUTSIDERS) {
        const real = await as(user, call, request(r));
        expect(real.status, `${user} ${call.id}`).toBe(403);
        expect(real.body.code, `${user} ${call.id}`).toBe(APP_CODES.FORBIDDEN);
        expect((await as(user, call, request(null))).body, `${user} ${call.id} nobody`).toEqual(real.body);
      }
      expect(await snapshot()).toEqual(before);
      const answer = await as(holder, call, request(null));
      expect(answer.status, `${holder} ${call.id} nobody`).toBeLessThan(500);
      if (call.answer !== 'file') {
        expect(
          [APP_CODES.NOT_FOUND, APP_CODES.VALIDATION, ...alsoRefusedWith, 0],
          `${holder} ${call.id} nobody: ${answer.body.msg}`,
        ).toContain(answer.body.code);
        if (answer.body.code === 0) {
          // Only a filter or a batch check may answer for nobody's id: the filter with nothing in it,
          // the check with no port ready and the unknown port its one problem.
          const data = answer.body.data as { rows?: unknown[]; ready?: unknown[]; problems?: unknown[] };
          expect(data.rows ?? [], `${holder} ${call.id} nobody`).toEqual([]);
          expect(data.ready ?? [], `${holder} ${call.id} nobody`).toEqual([]);
          if (data.ready) expect(data.problems, `${holder} ${call.id} nobody`).toHaveLength(1);
        }
      }
      expect(await snapshot(), `${holder} ${call.id} nobody wrote nothing`).toEqual(before);
    };

  const pick = (r: Records | null, real: (r: Records) => number) => (r ? real(r) : NOBODY);
  const port = (r: Records | null) => pick(r, (x) => x.portId);
  const paged = { page: 1, pageSize: 20 };

  return {
    'devices.serverQuery': {
      fields: ['supplierId'],
      check: refused(calls.serverQuery, (r) => ({ body: { ...paged, supplierId: pick(r, (x) => x.supplierId) } })),
    },
    'devices.imeiDelete': {
      fields: ['ids'],
      check: refused(calls.imeiDelete, (r) => ({ body: { ids: [pick(r, (x) => x.imeiId)] } })),
    },
    'devices.bankQuery': {
      fields: ['countryCode', 'serverId'],
      check: refused(calls.bankQuery, (r) => ({
        body: { ...paged, serverId: pick(r, (x) => x.serverId), countryCode: r ? r.countryCode : NO_COUNTRY },
      })),
    },
    'devices.portQuery': {
      fields: ['bankId', 'countryCode', 'serverId'],
      check: refused(calls.portQuery, (r) => ({
        body: {
          ...paged,
          serverId: pick(r, (x) => x.serverId),
          bankId: pick(r, (x) => x.bankId),
          countryCode: r ? r.countryCode : NO_COUNTRY,
        },
      })),
    },
    'devices.simCardQuery': {
      fields: ['countryCode'],
      check: refused(calls.simCardQuery, (r) => ({ body: { ...paged, countryCode: r ? r.countryCode : NO_COUNTRY } })),
    },
    'devices.portOrderQuery': {
      fields: ['portId'],
      check: refused(calls.portOrderQuery, (r) => ({ body: { ...paged, portId: port(r) } })),
    },
    'devices.portActiveLogQuery': {
      fields: ['portId'],
      check: refused(calls.portActiveLogQuery, (r) => ({ body: { ...paged, portId: port(r) } })),
    },
    'devices.atUssdLogQuery': {
      fields: ['portId'],
      check: refused(calls.atUssdLogQuery, (r) => ({ body: { ...paged, portId: port(r) } })),
    },
    'devices.esimQuery': {
      fields: ['portId'],
      check: refused(calls.esimQuery, (r) => ({ body: { ...paged, portId: port(r) } })),
    },
    'devices.dongleQuery': {
      fields: ['serverId'],
      check: refused(calls.dongleQuery, (r) => ({ body: { ...paged, serverId: pick(r, (x) => x.serverId) } })),
    },
    'devices.serverAddOrEdit': {
      fields: ['id', 'supplierId'],
      check: refused(calls.serverAddOrEdit, (r) => ({
        body: {
          id: pick(r, (x) => x.serverId),
          supplierId: pick(r, (x) => x.supplierId),
          name: 'Horizontal',
          baseUrl: 'http://127.0.0.1:9',
          username: 'hz',
        },
      })),
    },
    'devices.bankReboot': {
      fields: ['id'],
      check: refused(calls.bankReboot, (r) => ({ body: { id: pick(r, (x) => x.bankId) } })),
    },
    'devices.portActivateCheck': {
      fields: ['portIds'],
      check: refused(calls.portActivateCheck, (r) => ({ body: { portIds: [port(r)] } })),
    },
    'devices.portActivate': {
      fields: ['portIds'],
      check: refused(calls.portActivate, (r) => ({ body: { portIds: [port(r)] } }), 'ops', BATCH_REFUSED),
    },
    'devices.portReleaseCheck': {
      fields: ['portIds'],
      check: refused(calls.portReleaseCheck, (r) => ({ body: { portIds: [port(r)] } })),
    },
    'devices.portRelease': {
      fields: ['portIds'],
      check: refused(calls.portRelease, (r) => ({ body: { portIds: [port(r)] } }), 'ops', BATCH_REFUSED),
    },
    'devices.portImeiCheck': {
      fields: ['portId'],
      check: refused(calls.portImeiCheck, (r) => ({ body: { items: [{ portId: port(r), imei: null }] } })),
    },
    'devices.portImeiUpdate': {
      fields: ['portId'],
      check: refused(calls.portImeiUpdate, (r) => ({ body: { items: [{ portId: port(r), imei: null }] } }), 'ops', BATCH_REFUSED),
    },
    'devices.portReboot': {
      fields: ['id'],
      check: refused(calls.portReboot, (r) => ({ body: { id: port(r) } })),
    },
    'devices.portBalance': {
      fields: ['code', 'id'],
      check: refused(calls.portBalance, (r) => ({ body: { id: port(r), code: '*100#' } })),
    },
    'devices.jobDetail': {
      fields: ['id'],
      check: refused(calls.jobDetail, (r) => ({ params: { id: pick(r, (x) => x.jobId) } })),
    },
    'devices.jobRetry': {
      fields: ['id'],
      check: refused(calls.jobRetry, (r) => ({ body: { id: pick(r, (x) => x.jobId) } })),
    },
    'devices.esimAdd': {
      fields: ['activationCode', 'portId'],
      check: refused(calls.esimAdd, (r) => ({ body: { portId: port(r), activationCode: 'LPA:1$smdp.example.com$HZ0001' } })),
    },
    'devices.esimRetry': {
      fields: ['id'],
      check: refused(calls.esimRetry, (r) => ({ body: { id: pick(r, (x) => x.esimId) } })),
    },
    'devices.esimSwitch': {
      fields: ['id'],
      check: refused(calls.esimSwitch, (r) => ({ body: { id: pick(r, (x) => x.esimId) } })),
    },
    'devices.esimStatus': {
      fields: ['id'],
      check: refused(calls.esimStatus, (r) => ({ body: { id: pick(r, (x) => x.esimId) } })),
    },
    'devices.esimErase': {
      fields: ['id'],
      check: refused(calls.esimErase, (r) => ({ body: { id: pick(r, (x) => x.esimId) } })),
    },
    'devices.dongleAdd': {
      fields: ['deviceCode', 'serverId'],
      check: refused(calls.dongleAdd, (r) => ({
        body: { serverId: pick(r, (x) => x.serverId), deviceCode: 'DG-HZ0001', name: 'Horizontal' },
      })),
    },
    'devices.dongleNetwork': {
      fields: ['id'],
      check: refused(calls.dongleNetwork, (r) => ({ body: { id: pick(r, (x) => x.dongleId), network: '4g' } })),
    },
    'devices.dongleSimbankLink': {
      fields: ['id', 'portId'],
      check: refused(calls.dongleSimbankLink, (r) => ({ body: { id: pick(r, (x) => x.dongleId), portId: port(r) } })),
    },
    'devices.dongleImei': {
      fields: ['id'],
      check: refused(calls.dongleImei, (r) => ({ body: { id: pick(r, (x) => x.dongleId), imei: null } })),
    },
    'devices.dongleReboot': {
      fields: ['id'],
      check: refused(calls.dongleReboot, (r) => ({ body: { id: pick(r, (x) => x.dongleId) } })),
    },
    'audit.page': {
      fields: ['callId', 'staffId'],
      check: refused(audit.auditPage, (r) => ({ body: { staffId: pick(r, (x) => x.staffId), callId: 'devices.' } }), 'admin'),
    },
    'audit.export': {
      fields: ['callId', 'staffId'],
      check: refused(audit.auditExport, (r) => ({ body: { staffId: pick(r, (x) => x.staffId), callId: 'devices.' } }), 'admin'),
    },
  };
}
