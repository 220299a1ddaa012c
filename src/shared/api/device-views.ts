import { z } from 'zod';
import { lineText } from './text-fields';

/** Value sets and views of device operations, shared by the query and the operation calls. */

/** §9: IMEI auto-generate and the batch port operations wait up to 180 s. */
export const DEVICE_BATCH_TIMEOUT_MS = 180_000;
/** Most ports one batch operation takes (a full 256-port bank fits several times). */
export const MAX_BATCH_PORTS = 1024;
const at = z.string().describe('ISO 8601 instant');

// ——— Value sets ———

export const PORT_STATES = ['empty', 'idle', 'active', 'fault', 'offline'] as const;
export type PortState = (typeof PORT_STATES)[number];
export const BANK_STATES = ['online', 'offline', 'rebooting'] as const;
export type BankState = (typeof BANK_STATES)[number];
export const IMEI_STATES = ['available', 'assigned', 'retired'] as const;
export type ImeiState = (typeof IMEI_STATES)[number];
export const IMEI_SOURCES = ['upload', 'generated', 'device'] as const;
export const ESIM_STATES = ['downloading', 'disabled', 'enabled', 'failed', 'erased'] as const;
export type EsimState = (typeof ESIM_STATES)[number];
export const DONGLE_NETWORKS = ['auto', '4g', '3g', '2g'] as const;
export type DongleNetwork = (typeof DONGLE_NETWORKS)[number];
export const DONGLE_STATES = ['online', 'offline', 'rebooting'] as const;
export const JOB_KINDS = ['activate', 'release', 'imei'] as const;
export type JobKind = (typeof JOB_KINDS)[number];
export const JOB_STATES = ['running', 'done', 'interrupted'] as const;
export type JobState = (typeof JOB_STATES)[number];
export const JOB_ITEM_STATES = ['pending', 'ok', 'failed', 'interrupted'] as const;
export type JobItemState = (typeof JOB_ITEM_STATES)[number];
export const PORT_ORDER_STATES = ['open', 'active', 'finished', 'cancelled'] as const;
export const ACTIVE_LOG_ACTIONS = ['activate', 'release'] as const;
export const AT_USSD_KINDS = ['at', 'ussd'] as const;
export const OPERATION_TARGETS = ['server', 'bank', 'port', 'dongle', 'esim'] as const;

/** 15 digits: an IMEI (TAC 8, serial 6, Luhn check digit 1). Checked by the server with a readable reason. */
export const imeiText = lineText.trim().max(40);
/** A TAC: the IMEI's first 8 digits (type allocation code). */
export const tacText = z
  .string()
  .trim()
  .regex(/^\d{8}$/, 'devices.tacFormat')
  .meta({ pattern: '^\\d{8}$' });
export const iso2 = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'devices.countryFormat')
  .meta({ pattern: '^[A-Z]{2}$' });

// ——— Views ———

export const serverView = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  name: z.string(),
  baseUrl: z.string(),
  username: z.string(),
  /** The password is never sent, only whether one is stored. */
  passwordSet: z.boolean(),
  /** A device simulator, not real hardware: pages label it so. */
  simulated: z.boolean(),
  enabled: z.boolean(),
  online: z.boolean(),
  lastSeenAt: at.nullable(),
  lastError: z.string().nullable(),
  banks: z.number().int(),
  ports: z.number().int(),
  remark: z.string(),
  updatedAt: at,
});
export type ServerView = z.infer<typeof serverView>;

export const bankView = z.object({
  id: z.number().int(),
  serverId: z.number().int(),
  serverName: z.string(),
  simulated: z.boolean(),
  deviceCode: z.string(),
  name: z.string(),
  model: z.string(),
  ip: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  state: z.enum(BANK_STATES),
  portCount: z.number().int(),
  activePorts: z.number().int(),
  idlePorts: z.number().int(),
  faultPorts: z.number().int(),
  lastRebootAt: at.nullable(),
  syncedAt: at.nullable(),
});
export type BankView = z.infer<typeof bankView>;

export const portView = z.object({
  id: z.number().int(),
  bankId: z.number().int(),
  bankName: z.string(),
  bankCode: z.string(),
  serverId: z.number().int(),
  serverName: z.string(),
  simulated: z.boolean(),
  portNo: z.number().int(),
  /** Shown label: bank code and port number, e.g. SB-HK-01#017. */
  label: z.string(),
  slot: z.string(),
  iccid: z.string().nullable(),
  imsi: z.string().nullable(),
  msisdn: z.string().nullable(),
  operator: z.string().nullable(),
  countryCode: z.string(),
  countryName: z.string(),
  state: z.enum(PORT_STATES),
  /** 0–31 (AT+CSQ), null when unknown. */
  signal: z.number().int().nullable(),
  imei: z.string().nullable(),
  /** Last balance read by USSD, as the operator wrote it. */
  balance: z.string().nullable(),
  /** The batch job holding the port now, if any. */
  jobId: z.number().int().nullable(),
  syncedAt: at.nullable(),
});
export type PortView = z.infer<typeof portView>;

export const simCardView = z.object({
  id: z.number().int(),
  iccid: z.string(),
  imsi: z.string(),
  msisdn: z.string().nullable(),
  operator: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  esim: z.boolean(),
  portId: z.number().int().nullable(),
  portLabel: z.string().nullable(),
  createdAt: at,
});
export type SimCardView = z.infer<typeof simCardView>;

export const imeiView = z.object({
  id: z.number().int(),
  imei: z.string(),
  tac: z.string(),
  state: z.enum(IMEI_STATES),
  source: z.enum(IMEI_SOURCES),
  portId: z.number().int().nullable(),
  portLabel: z.string().nullable(),
  dongleId: z.number().int().nullable(),
  batchNo: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: at,
});
export type ImeiView = z.infer<typeof imeiView>;

/** One IMEI checked against the rules: reason is a server message key, message its text. */
export const imeiCheck = z.object({
  imei: z.string(),
  ok: z.boolean(),
  reason: z.enum(['format', 'luhn', 'tac', 'duplicate', 'repeated']).nullable(),
  message: z.string().nullable(),
});
export type ImeiCheck = z.infer<typeof imeiCheck>;

export const esimView = z.object({
  id: z.number().int(),
  portId: z.number().int(),
  portLabel: z.string(),
  iccid: z.string(),
  operator: z.string(),
  countryCode: z.string(),
  state: z.enum(ESIM_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  updatedAt: at,
});
export type EsimView = z.infer<typeof esimView>;

export const dongleView = z.object({
  id: z.number().int(),
  serverId: z.number().int(),
  serverName: z.string(),
  simulated: z.boolean(),
  deviceCode: z.string(),
  name: z.string(),
  imei: z.string().nullable(),
  network: z.enum(DONGLE_NETWORKS),
  state: z.enum(DONGLE_STATES),
  signal: z.number().int().nullable(),
  /** The SIM-bank port whose SIM the dongle uses remotely. */
  portId: z.number().int().nullable(),
  portLabel: z.string().nullable(),
  syncedAt: at.nullable(),
});
export type DongleView = z.infer<typeof dongleView>;

export const jobItemView = z.object({
  portId: z.number().int(),
  portLabel: z.string(),
  imei: z.string().nullable(),
  state: z.enum(JOB_ITEM_STATES),
  /** Why it failed, in the caller's language. */
  message: z.string().nullable(),
  /** The port's state as the device reported it at the end. */
  portState: z.enum(PORT_STATES).nullable(),
});
export type JobItemView = z.infer<typeof jobItemView>;

export const jobView = z.object({
  id: z.number().int(),
  kind: z.enum(JOB_KINDS),
  state: z.enum(JOB_STATES),
  total: z.number().int(),
  ok: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  staffName: z.string(),
  retryOf: z.number().int().nullable(),
  createdAt: at,
  finishedAt: at.nullable(),
  items: z.array(jobItemView),
});
export type JobView = z.infer<typeof jobView>;
export const jobSummary = jobView.omit({ items: true });
export type JobSummary = z.infer<typeof jobSummary>;

/** The `deviceJob` push event: the job's summary, the ports finished since the last event, and whether it ended. */
export const deviceJobPush = z.object({ job: jobSummary, portIds: z.array(z.number().int()), final: z.boolean() });
export type DeviceJobPush = z.infer<typeof deviceJobPush>;

/** A port the check refuses, with the reason (server message key) and its text. */
export const portProblem = z.object({
  portId: z.number().int(),
  portLabel: z.string(),
  reason: z.string(),
  message: z.string(),
});
export const batchCheck = z.object({
  /** Ports the operation may take, in the order sent. */
  ready: z.array(z.number().int()),
  problems: z.array(portProblem),
});
export type BatchCheck = z.infer<typeof batchCheck>;

export const portOrderView = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  portId: z.number().int(),
  portLabel: z.string(),
  customerName: z.string().nullable(),
  purpose: z.string(),
  state: z.enum(PORT_ORDER_STATES),
  startedAt: at,
  endedAt: at.nullable(),
});
export const activeLogView = z.object({
  id: z.number().int(),
  portId: z.number().int(),
  portLabel: z.string(),
  action: z.enum(ACTIVE_LOG_ACTIONS),
  ok: z.boolean(),
  stateAfter: z.enum(PORT_STATES).nullable(),
  jobId: z.number().int().nullable(),
  message: z.string().nullable(),
  staffName: z.string().nullable(),
  createdAt: at,
});
export const atUssdLogView = z.object({
  id: z.number().int(),
  portId: z.number().int(),
  portLabel: z.string(),
  kind: z.enum(AT_USSD_KINDS),
  command: z.string(),
  response: z.string().nullable(),
  ok: z.boolean(),
  staffName: z.string().nullable(),
  createdAt: at,
});
export const operationLogView = z.object({
  id: z.number().int(),
  targetKind: z.enum(OPERATION_TARGETS),
  targetId: z.number().int(),
  targetLabel: z.string(),
  action: z.string(),
  ok: z.boolean(),
  message: z.string().nullable(),
  staffName: z.string().nullable(),
  createdAt: at,
});
