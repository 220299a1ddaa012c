import { z } from 'zod';
import { PERMISSION_KEYS } from '../permissions';
import { calendarDate } from './calendar-date';
import { defineCall } from './define-call';
import { lineText } from './text-fields';
import {
  activeLogView,
  ACTIVE_LOG_ACTIONS,
  AT_USSD_KINDS,
  atUssdLogView,
  BANK_STATES,
  bankView,
  DEVICE_BATCH_TIMEOUT_MS,
  DONGLE_STATES,
  dongleView,
  ESIM_STATES,
  esimView,
  IMEI_STATES,
  imeiCheck,
  imeiText,
  imeiView,
  iso2,
  JOB_KINDS,
  JOB_STATES,
  jobSummary,
  OPERATION_TARGETS,
  operationLogView,
  PORT_ORDER_STATES,
  PORT_STATES,
  portOrderView,
  portView,
  serverView,
  simCardView,
  tacText,
} from './device-views';

export * from './device-views';

/**
 * Device operations (sections.md §7 "Device operations", prefix /v2/oc/operation): device servers,
 * SIM banks and their ports, SIM cards, the IMEI pool, eSIM profiles, dongles, port orders and the
 * logs. Every call needs the SIM-bank page it belongs to (an OC_SIMBANK_* key). Batch port
 * operations (activate, release, IMEI update) are checked first and then run as jobs (180 s, §9).
 */

const PREFIX = '/v2/oc/operation';
const TAG = 'devices';
const K = PERMISSION_KEYS;

/** Record ids are PostgreSQL integers: a larger number names nothing and must not reach SQL. */
const id = z.number().int().positive().max(2_147_483_647);
const paging = { page: z.number().int().min(1).default(1), pageSize: z.number().int().min(1).max(100).default(20) };
const keyword = lineText.trim().max(60).optional();
const page = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), count: z.number().int() });

// ——— Servers ———

export const ucsIpQuery = defineCall({
  id: 'devices.ucsIpQuery',
  method: 'POST',
  path: `${PREFIX}/ucs/ip/query`,
  permission: K.simbankServers,
  tag: TAG,
  summary: 'Addresses of the device servers and SIM banks (ucs ip), filtered by address or name',
  body: z.object({ keyword }),
  response: z.array(z.object({ ip: z.string(), kind: z.enum(['server', 'bank']), id: z.number().int(), name: z.string() })),
});

export const serverQuery = defineCall({
  id: 'devices.serverQuery',
  method: 'POST',
  path: `${PREFIX}/vodServer/query`,
  permission: K.simbankServers,
  tag: TAG,
  summary: 'Device servers, paged; filter by name or address, supplier',
  body: z.object({ ...paging, keyword, supplierId: id.optional() }),
  response: page(serverView),
});

export const serverLists = defineCall({
  id: 'devices.serverLists',
  method: 'GET',
  path: `${PREFIX}/vodServer/lists`,
  permission: K.simbankManager,
  tag: TAG,
  summary: 'Every device server for filters and selects (id, name, simulated, online)',
  response: z.array(z.object({ id: z.number().int(), name: z.string(), simulated: z.boolean(), online: z.boolean() })),
});

// ——— IMEI pool ———

const IMEI_FILE =
  'multipart/form-data with `file`: an .xlsx whose first sheet holds IMEIs in its first column (a header row is skipped), within the 1 MB request limit and at most 5000 rows';

export const imeiParseRow = imeiCheck.extend({ row: z.number().int() });
export const imeiParse = defineCall({
  id: 'devices.imeiParse',
  method: 'POST',
  path: `${PREFIX}/imei/parse`,
  permission: K.simbankImei,
  tag: TAG,
  summary: 'Reads an IMEI spreadsheet and checks every row (Luhn, TAC range, duplicates); nothing is saved',
  description: IMEI_FILE,
  response: z.object({ rows: z.array(imeiParseRow), valid: z.number().int(), invalid: z.number().int() }),
});

export const imeiUpload = defineCall({
  id: 'devices.imeiUpload',
  method: 'POST',
  path: `${PREFIX}/imei/upload`,
  permission: K.simbankImei,
  tag: TAG,
  summary: 'Adds the valid IMEIs of a spreadsheet to the pool under one batch number; the refused rows are answered with why',
  description: IMEI_FILE,
  response: z.object({ batchNo: z.string(), added: z.number().int(), refused: z.array(imeiParseRow) }),
  repeatCheck: true,
});

export const imeiQuery = defineCall({
  id: 'devices.imeiQuery',
  method: 'POST',
  path: `${PREFIX}/imei/query`,
  permission: K.simbankImei,
  tag: TAG,
  summary: 'The IMEI pool, paged; filter by IMEI or batch, TAC, state',
  body: z.object({ ...paging, keyword, tac: tacText.optional(), state: z.enum(IMEI_STATES).optional() }),
  response: page(imeiView),
});

export const tacRangeView = z.object({ id: z.number().int(), tacFrom: z.string(), tacTo: z.string(), label: z.string() });
export const imeiStatistics = defineCall({
  id: 'devices.imeiStatistics',
  method: 'GET',
  path: `${PREFIX}/imei/statistics`,
  permission: K.simbankImei,
  tag: TAG,
  summary: 'IMEIs by state, and the TAC ranges new IMEIs must fall in',
  response: z.object({
    total: z.number().int(),
    byState: z.array(z.object({ state: z.enum(IMEI_STATES), count: z.number().int() })),
    tacRanges: z.array(tacRangeView),
  }),
});

export const imeiBatchValidate = defineCall({
  id: 'devices.imeiBatchValidate',
  method: 'POST',
  path: `${PREFIX}/imei/batchValidate`,
  permission: K.simbankImei,
  tag: TAG,
  summary: 'Checks IMEIs against the rules (15 digits, Luhn check digit, TAC range, not in the pool, not repeated) with a reason each',
  body: z.object({ imeis: z.array(imeiText).min(1).max(1000) }),
  response: z.object({ rows: z.array(imeiCheck), valid: z.number().int(), invalid: z.number().int() }),
});

export const imeiAutoGenerate = defineCall({
  id: 'devices.imeiAutoGenerate',
  method: 'POST',
  path: `${PREFIX}/imei/autoGenerate`,
  permission: K.simbankImei,
  tag: TAG,
  summary: 'Generates valid, unused IMEIs for a TAC of a configured range and adds them to the pool',
  body: z.object({ tac: tacText, count: z.number().int().min(1).max(1000) }),
  response: z.object({ batchNo: z.string(), imeis: z.array(z.string()) }),
  timeoutMs: DEVICE_BATCH_TIMEOUT_MS,
  repeatCheck: true,
});

export const imeiDelete = defineCall({
  id: 'devices.imeiDelete',
  method: 'POST',
  path: `${PREFIX}/imei/delete`,
  permission: K.simbankImei,
  tag: TAG,
  summary: 'Deletes IMEIs from the pool; one in use on a port or dongle is refused (release or re-IMEI it first)',
  body: z.object({ ids: z.array(id).min(1).max(500) }),
  response: z.object({ deleted: z.number().int() }),
});

// ——— SIM banks and ports ———

export const bankQuery = defineCall({
  id: 'devices.bankQuery',
  method: 'POST',
  path: `${PREFIX}/vodSimbank/query`,
  permission: K.simbankManager,
  tag: TAG,
  summary: 'SIM banks with their port counts by state, paged; filter by server, country, state, code or name',
  body: z.object({
    ...paging,
    keyword,
    serverId: id.optional(),
    countryCode: iso2.optional(),
    state: z.enum(BANK_STATES).optional(),
  }),
  response: page(bankView),
});

const portFilter = {
  keyword: lineText.trim().max(60).optional().describe('Port label, ICCID, IMSI, number or IMEI'),
  bankId: id.optional(),
  serverId: id.optional(),
  countryCode: iso2.optional(),
  state: z.enum(PORT_STATES).optional(),
};
export const portQuery = defineCall({
  id: 'devices.portQuery',
  method: 'POST',
  path: `${PREFIX}/vodSimbankPort/query`,
  permission: K.simbankPorts,
  tag: TAG,
  summary: 'SIM-bank ports with their SIM, state, signal and IMEI, paged (up to 500 a page, to select whole banks)',
  body: z.object({ page: paging.page, pageSize: z.number().int().min(1).max(500).default(50), ...portFilter }),
  response: page(portView),
});

export const jobQuery = defineCall({
  id: 'devices.jobQuery',
  method: 'POST',
  path: `${PREFIX}/vodSimbankPort/job/query`,
  permission: K.simbankPortRecords,
  tag: TAG,
  summary: 'Batch jobs, newest first; filter by kind and state',
  body: z.object({ ...paging, kind: z.enum(JOB_KINDS).optional(), state: z.enum(JOB_STATES).optional() }),
  response: page(jobSummary),
});

export const simCardQuery = defineCall({
  id: 'devices.simCardQuery',
  method: 'POST',
  path: `${PREFIX}/vodSimCard/query`,
  permission: K.simbankSims,
  tag: TAG,
  summary: 'SIM cards (ICCID, IMSI, number, operator) and the port each sits in, paged',
  body: z.object({ ...paging, keyword, countryCode: iso2.optional(), inPort: z.boolean().optional() }),
  response: page(simCardView),
});

// ——— Orders and logs ———

const dateRange = { dateFrom: calendarDate.optional(), dateTo: calendarDate.optional() };

export const portOrderQuery = defineCall({
  id: 'devices.portOrderQuery',
  method: 'POST',
  path: `${PREFIX}/portOrder/query`,
  permission: K.simbankPortOrders,
  tag: TAG,
  summary: 'Port orders (a port given to a customer or purpose for a time), paged; filter by order number, port, state',
  body: z.object({ ...paging, keyword, portId: id.optional(), state: z.enum(PORT_ORDER_STATES).optional(), ...dateRange }),
  response: page(portOrderView),
});

export const portActiveLogQuery = defineCall({
  id: 'devices.portActiveLogQuery',
  method: 'POST',
  path: `${PREFIX}/portActiveLog/query`,
  permission: K.simbankPortWater,
  tag: TAG,
  summary: 'Every activation and release of a port with its outcome, newest first, paged',
  body: z.object({ ...paging, keyword, portId: id.optional(), action: z.enum(ACTIVE_LOG_ACTIONS).optional(), ...dateRange }),
  response: page(activeLogView),
});

export const atUssdLogQuery = defineCall({
  id: 'devices.atUssdLogQuery',
  method: 'POST',
  path: `${PREFIX}/atUssdLog/query`,
  permission: K.simbankLog,
  tag: TAG,
  summary: 'AT commands and USSD requests sent to ports with the answers, newest first, paged',
  body: z.object({ ...paging, keyword, portId: id.optional(), kind: z.enum(AT_USSD_KINDS).optional(), ...dateRange }),
  response: page(atUssdLogView),
});

export const operationLogQuery = defineCall({
  id: 'devices.operationLogQuery',
  method: 'POST',
  path: `${PREFIX}/operationLog/query`,
  permission: K.simbankLog,
  tag: TAG,
  summary: 'Device operations (reboots, IMEI and network changes, eSIM, server changes) with who and the outcome, paged',
  description: 'Not in the spec list: the log the SIM-bank log and device operation-log pages show.',
  body: z.object({ ...paging, keyword, targetKind: z.enum(OPERATION_TARGETS).optional(), ...dateRange }),
  response: page(operationLogView),
});

// ——— eSIM profiles ———

export const esimQuery = defineCall({
  id: 'devices.esimQuery',
  method: 'POST',
  path: `${PREFIX}/vodEsimProfiles/query`,
  permission: K.simbankSims,
  tag: TAG,
  summary: 'eSIM profiles on ports, paged; filter by ICCID or port, state',
  body: z.object({ ...paging, keyword, portId: id.optional(), state: z.enum(ESIM_STATES).optional() }),
  response: page(esimView),
});

// ——— Dongles ———

export const dongleQuery = defineCall({
  id: 'devices.dongleQuery',
  method: 'POST',
  path: `${PREFIX}/vodDongle/query`,
  permission: K.simbankDongles,
  tag: TAG,
  summary: 'Dongles with their network, signal, IMEI and linked SIM-bank port, paged',
  body: z.object({ ...paging, keyword, serverId: id.optional(), state: z.enum(DONGLE_STATES).optional() }),
  response: page(dongleView),
});
export * from './device-operation-calls';

// ——— Find a port (the palette's `#` mode) ———

export const DEVICE_FIND_LIMIT = 8;

export const devicesFind = defineCall({
  id: 'devices.find',
  method: 'GET',
  path: `${PREFIX}/vodSimbankPort/find`,
  permission: K.simbankPorts,
  tag: TAG,
  summary: `Up to ${DEVICE_FIND_LIMIT} ports whose label, ICCID, IMSI, number or IMEI contains the keyword, exact matches first`,
  query: z.object({ keyword: lineText.trim().min(1).max(60) }),
  response: z.object({ rows: z.array(portView), more: z.boolean() }),
});

// ——— Supplier picker (the device server form) ———

export const supplierOptionView = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type SupplierOption = z.infer<typeof supplierOptionView>;

export const supplierOptions = defineCall({
  id: 'devices.supplierOptions',
  method: 'GET',
  path: `${PREFIX}/vodServer/supplierOptions`,
  permission: K.simbankServers,
  tag: TAG,
  summary:
    'Up to 20 suppliers whose code or name (Chinese or English) contains the keyword, for the device server form; name in the caller’s language',
  query: z.object({ keyword: lineText.trim().max(60).optional() }),
  response: z.array(supplierOptionView),
});
