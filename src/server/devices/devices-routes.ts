import * as calls from '../../shared/api/device-calls';
import { handle, type RegisteredCall } from '../http/call-router';
import { findPorts } from './device-find';
import { supplierOptions } from './supplier-options';
import { activeLogPage, atUssdLogPage, operationLogPage, portOrderPage } from './device-logs';
import { bankPage, donglePage, esimPage, imeiPage, portPage, serverOptions, serverPage, simCardPage, ucsIps } from './device-queries';
import { autoGenerate, checkImeis, deleteImeis, imeiStatistics } from './imei/imei-pool';
import { parseImeiSheet, uploadImeiSheet } from './imei/imei-sheet';
import { jobPage, jobViewOf } from './jobs/job-views';
import { checkActivate, checkImeiUpdate, checkRelease } from './jobs/batch-checks';
import { startJob } from './jobs/job-runner';
import {
  addDongle,
  addEsim,
  changeDongle,
  changeEsim,
  portBalance,
  rebootBank,
  rebootPort,
  retryEsim,
  saveServer,
} from './device-operations';
import type { BatchCheck, JobKind } from '../../shared/api/device-calls';
import { APP_CODES } from '../../shared/error-codes';
import { AppError, fail } from '../http/app-error';
import { and, eq, inArray } from 'drizzle-orm';
import { deviceJobItems, deviceJobs } from '../db/schema/index';
import type { AppDeps } from '../deps';

/** Refuses a batch whose check found problems (the problems come back as data). */
function refuseProblems(check: BatchCheck): void {
  if (check.problems.length > 0)
    throw new AppError(APP_CODES.CONFLICT, 'devices.batchRefused', { count: check.problems.length }, 409, { problems: check.problems });
}

async function retryJob(deps: AppDeps, id: number, staffId: number, lang: 'zh' | 'en') {
  const [job] = await deps.db.select().from(deviceJobs).where(eq(deviceJobs.id, id));
  if (!job) throw fail.notFound();
  if (job.state === 'running') throw new AppError(APP_CODES.CONFLICT, 'devices.jobNotFinished', {}, 409);
  const failed = await deps.db
    .select({ portId: deviceJobItems.portId, imei: deviceJobItems.imei })
    .from(deviceJobItems)
    .where(and(eq(deviceJobItems.jobId, id), inArray(deviceJobItems.state, ['failed', 'interrupted'])))
    .orderBy(deviceJobItems.id);
  if (failed.length === 0) throw new AppError(APP_CODES.CONFLICT, 'devices.nothingToRetry', {}, 409);
  const kind = job.kind as JobKind;
  const portIds = failed.map((item) => item.portId);
  const items =
    kind === 'imei' ? failed.map((item) => ({ portId: item.portId, imei: item.imei })) : portIds.map((portId) => ({ portId, imei: null }));
  const check =
    kind === 'activate'
      ? await checkActivate(deps.db, portIds, lang)
      : kind === 'release'
        ? await checkRelease(deps.db, portIds, lang)
        : await checkImeiUpdate(deps.db, items, lang);
  // Ports the device already shows done (an answer lost on the way) need no second try.
  const ready = new Set(check.ready);
  const todo = items.filter((item) => ready.has(item.portId));
  if (todo.length === 0) throw new AppError(APP_CODES.CONFLICT, 'devices.nothingToRetry', {}, 409, { problems: check.problems });
  return startJob(deps, { kind, staffId, items: todo, retryOf: id });
}

/** The calls of device operations (SIM banks, ports, IMEIs, eSIM profiles, dongles). */
export const devicesHandlers: RegisteredCall[] = [
  // Servers
  handle(calls.ucsIpQuery, async ({ deps, input }) => ucsIps(deps.db, input.body.keyword)),
  handle(calls.serverQuery, async ({ deps, input }) => serverPage(deps.db, input.body)),
  handle(calls.serverLists, async ({ deps }) => serverOptions(deps.db)),
  handle(calls.supplierOptions, async ({ deps, input, lang }) => supplierOptions(deps.db, input.query.keyword, lang)),
  // IMEI pool
  handle(calls.imeiParse, async ({ deps, c, lang }) => parseImeiSheet(deps, c, lang)),
  handle(calls.imeiUpload, async ({ deps, c, lang, staff }) => uploadImeiSheet(deps, c, lang, staff.staffId)),
  handle(calls.imeiQuery, async ({ deps, input }) => imeiPage(deps.db, input.body)),
  handle(calls.imeiStatistics, async ({ deps }) => imeiStatistics(deps.db)),
  handle(calls.imeiBatchValidate, async ({ deps, input, lang }) => {
    const rows = await checkImeis(deps.db, input.body.imeis, lang);
    const valid = rows.filter((row) => row.ok).length;
    return { rows, valid, invalid: rows.length - valid };
  }),
  handle(calls.imeiAutoGenerate, async ({ deps, input, staff }) => autoGenerate(deps, input.body, staff.staffId)),
  handle(calls.imeiDelete, async ({ deps, input }) => deleteImeis(deps.db, input.body.ids)),
  // Banks, ports, SIM cards, jobs
  handle(calls.bankQuery, async ({ deps, input, lang }) => bankPage(deps.db, input.body, lang)),
  handle(calls.portQuery, async ({ deps, input, lang }) => portPage(deps.db, input.body, lang)),
  handle(calls.devicesFind, async ({ deps, input, lang }) => findPorts(deps.db, input.query.keyword, lang)),
  handle(calls.simCardQuery, async ({ deps, input, lang }) => simCardPage(deps.db, input.body, lang)),
  handle(calls.jobQuery, async ({ deps, input }) => jobPage(deps.db, input.body)),
  // Orders and logs
  handle(calls.portOrderQuery, async ({ deps, input }) => portOrderPage(deps.db, input.body)),
  handle(calls.portActiveLogQuery, async ({ deps, input }) => activeLogPage(deps.db, input.body)),
  handle(calls.atUssdLogQuery, async ({ deps, input }) => atUssdLogPage(deps.db, input.body)),
  handle(calls.operationLogQuery, async ({ deps, input }) => operationLogPage(deps.db, input.body)),
  // eSIM profiles and dongles
  handle(calls.esimQuery, async ({ deps, input }) => esimPage(deps.db, input.body)),
  handle(calls.dongleQuery, async ({ deps, input }) => donglePage(deps.db, input.body)),
  // Operations through the device gateway
  handle(calls.serverAddOrEdit, async ({ deps, input, staff }) => saveServer(deps, input.body, staff.staffId)),
  handle(calls.bankReboot, async ({ deps, input, staff, lang }) => rebootBank(deps, input.body.id, staff.staffId, lang)),
  handle(calls.portActivateCheck, async ({ deps, input, lang }) => checkActivate(deps.db, input.body.portIds, lang)),
  handle(calls.portActivate, async ({ deps, input, lang, staff }) => {
    refuseProblems(await checkActivate(deps.db, input.body.portIds, lang));
    return startJob(deps, {
      kind: 'activate',
      staffId: staff.staffId,
      items: input.body.portIds.map((portId) => ({ portId, imei: null })),
      retryOf: null,
    });
  }),
  handle(calls.portReleaseCheck, async ({ deps, input, lang }) => checkRelease(deps.db, input.body.portIds, lang)),
  handle(calls.portRelease, async ({ deps, input, lang, staff }) => {
    refuseProblems(await checkRelease(deps.db, input.body.portIds, lang));
    return startJob(deps, {
      kind: 'release',
      staffId: staff.staffId,
      items: input.body.portIds.map((portId) => ({ portId, imei: null })),
      retryOf: null,
    });
  }),
  handle(calls.portImeiCheck, async ({ deps, input, lang }) => checkImeiUpdate(deps.db, input.body.items, lang)),
  handle(calls.portImeiUpdate, async ({ deps, input, lang, staff }) => {
    refuseProblems(await checkImeiUpdate(deps.db, input.body.items, lang));
    return startJob(deps, { kind: 'imei', staffId: staff.staffId, items: input.body.items.map((item) => ({ ...item })), retryOf: null });
  }),
  handle(calls.portReboot, async ({ deps, input, staff, lang }) => rebootPort(deps, input.body.id, staff.staffId, lang)),
  handle(calls.portBalance, async ({ deps, input, staff, lang }) => portBalance(deps, input.body, staff.staffId, lang)),
  handle(calls.jobDetail, async ({ deps, input, lang }) => {
    const job = await jobViewOf(deps.db, input.params.id, lang);
    if (!job) throw fail.notFound();
    return job;
  }),
  handle(calls.jobRetry, async ({ deps, input, staff, lang }) => retryJob(deps, input.body.id, staff.staffId, lang)),
  handle(calls.esimAdd, async ({ deps, input, staff }) => addEsim(deps, input.body, staff.staffId)),
  handle(calls.esimRetry, async ({ deps, input, staff }) => retryEsim(deps, input.body.id, staff.staffId)),
  handle(calls.esimSwitch, async ({ deps, input, staff }) => changeEsim(deps, input.body.id, 'switch', staff.staffId)),
  handle(calls.esimStatus, async ({ deps, input, staff }) => changeEsim(deps, input.body.id, 'status', staff.staffId)),
  handle(calls.esimErase, async ({ deps, input, staff }) => changeEsim(deps, input.body.id, 'erase', staff.staffId)),
  handle(calls.dongleAdd, async ({ deps, input, staff }) => addDongle(deps, input.body, staff.staffId)),
  handle(calls.dongleNetwork, async ({ deps, input, staff }) =>
    changeDongle(deps, input.body.id, { kind: 'network', network: input.body.network }, staff.staffId),
  ),
  handle(calls.dongleSimbankLink, async ({ deps, input, staff }) =>
    changeDongle(deps, input.body.id, { kind: 'link', portId: input.body.portId }, staff.staffId),
  ),
  handle(calls.dongleImei, async ({ deps, input, staff }) =>
    changeDongle(deps, input.body.id, { kind: 'imei', imei: input.body.imei }, staff.staffId),
  ),
  handle(calls.dongleReboot, async ({ deps, input, staff }) => changeDongle(deps, input.body.id, { kind: 'reboot' }, staff.staffId)),
];
