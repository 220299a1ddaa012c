import { z } from 'zod';
import { PERMISSION_KEYS } from '../permissions';
import { defineCall } from './define-call';
import { freeText, lineText } from './text-fields';
import {
  batchCheck,
  bankView,
  DEVICE_BATCH_TIMEOUT_MS,
  DONGLE_NETWORKS,
  dongleView,
  esimView,
  imeiText,
  jobSummary,
  jobView,
  MAX_BATCH_PORTS,
  portView,
  serverView,
} from './device-views';

/**
 * Device operations that reach a device through the gateway (sections.md §7 "Device operations"): server
 * registration, batch port jobs and their checks, reboots, balance, eSIM and dongle changes. They are
 * re-exported by device-calls.ts (and so served) together with their handlers.
 */

const PREFIX = '/v2/oc/operation';
const TAG = 'devices';
const K = PERMISSION_KEYS;
const id = z.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const idBody = z.object({ id });
const portIds = z.array(id).min(1).max(MAX_BATCH_PORTS);

/** Each port with the IMEI to set, or null for the next available IMEI of the pool. */
const imeiItems = z
  .array(z.object({ portId: id, imei: imeiText.nullable().default(null) }))
  .min(1)
  .max(MAX_BATCH_PORTS);

export const serverAddOrEdit = defineCall({
  id: 'devices.serverAddOrEdit',
  method: 'POST',
  path: `${PREFIX}/vodServer/addOrEdit`,
  permission: K.simbankServers,
  tag: TAG,
  summary: 'Registers a device server (supplier, address, credentials) or changes one; the server is asked for its banks at once',
  description: 'The password is kept when left empty on an edit. An unreachable address is saved and marked offline.',
  body: z.object({
    id: id.optional(),
    supplierId: id,
    name: lineText.trim().min(1).max(60),
    baseUrl: z
      .string()
      .trim()
      .max(200)
      .regex(/^https?:\/\/[^\s/?#]+(:\d{1,5})?(\/[\w.~-]+)*\/?$/, 'devices.baseUrlFormat')
      .meta({ pattern: '^https?://[a-z0-9.-]+(:[0-9]{1,5})?$' }),
    username: lineText.trim().max(60).default(''),
    password: lineText.max(200).optional(),
    enabled: z.boolean().default(true),
    remark: freeText.trim().max(200).default(''),
  }),
  response: serverView,
});

export const bankReboot = defineCall({
  id: 'devices.bankReboot',
  method: 'POST',
  path: `${PREFIX}/vodSimbank/reboot`,
  permission: K.simbankManager,
  tag: TAG,
  summary: 'Reboots a SIM bank through its server; refused while a batch job holds one of its ports',
  body: idBody,
  response: bankView,
});

export const portActivateCheck = defineCall({
  id: 'devices.portActivateCheck',
  method: 'POST',
  path: `${PREFIX}/vodSimbankPort/activate/check`,
  permission: K.simbankPorts,
  tag: TAG,
  summary: 'Which ports may be activated (a SIM present, idle, bank online, no other job) and why not',
  body: z.object({ portIds }),
  response: batchCheck,
});

export const portActivate = defineCall({
  id: 'devices.portActivate',
  method: 'POST',
  path: `${PREFIX}/vodSimbankPort/activate`,
  permission: K.simbankPorts,
  tag: TAG,
  summary: 'Starts a job activating the ports; progress comes through the push stream (deviceJob); refused if the check finds a problem',
  body: z.object({ portIds }),
  response: jobSummary,
  timeoutMs: DEVICE_BATCH_TIMEOUT_MS,
  // No idempotence key: a second submission finds its ports held by the first job and is refused.
});

export const portReleaseCheck = defineCall({
  id: 'devices.portReleaseCheck',
  method: 'POST',
  path: `${PREFIX}/vodSimbankPort/release/check`,
  permission: K.simbankPorts,
  tag: TAG,
  summary: 'Which ports may be released (active, bank online, no other job) and why not',
  body: z.object({ portIds }),
  response: batchCheck,
});

export const portRelease = defineCall({
  id: 'devices.portRelease',
  method: 'POST',
  path: `${PREFIX}/vodSimbankPort/release`,
  permission: K.simbankPorts,
  tag: TAG,
  summary: 'Starts a job releasing the ports; refused if the check finds a problem',
  body: z.object({ portIds }),
  response: jobSummary,
  timeoutMs: DEVICE_BATCH_TIMEOUT_MS,
  // No idempotence key: a second submission finds its ports held by the first job and is refused.
});

export const portImeiCheck = defineCall({
  id: 'devices.portImeiCheck',
  method: 'POST',
  path: `${PREFIX}/vodSimbankPort/imei/check`,
  permission: K.simbankPorts,
  tag: TAG,
  summary: 'Whether the ports may take the IMEIs (IMEI rules, not on another port, pool has enough, not active, no other job)',
  body: z.object({ items: imeiItems }),
  response: batchCheck,
});

export const portImeiUpdate = defineCall({
  id: 'devices.portImeiUpdate',
  method: 'POST',
  path: `${PREFIX}/vodSimbankPort/imei/update`,
  permission: K.simbankPorts,
  tag: TAG,
  summary: 'Starts a job writing the IMEIs to the ports (null: the next available of the pool); refused if the check finds a problem',
  body: z.object({ items: imeiItems }),
  response: jobSummary,
  timeoutMs: DEVICE_BATCH_TIMEOUT_MS,
  // No idempotence key: a second submission finds its ports held by the first job and is refused.
});

export const portReboot = defineCall({
  id: 'devices.portReboot',
  method: 'POST',
  path: `${PREFIX}/vodSimbankPort/reboot`,
  permission: K.simbankPorts,
  tag: TAG,
  summary: 'Restarts one port’s modem; the port is read back from the device',
  body: idBody,
  response: portView,
});

export const portBalance = defineCall({
  id: 'devices.portBalance',
  method: 'POST',
  path: `${PREFIX}/vodSimbankPort/balance`,
  permission: K.simbankPorts,
  tag: TAG,
  summary: 'Reads the SIM’s balance by USSD (the operator’s code unless given); logged in the AT/USSD log',
  body: z.object({
    id,
    code: z
      .string()
      .trim()
      .regex(/^[*#0-9]{2,20}$/, 'devices.ussdFormat')
      .meta({ pattern: '^\\*[0-9]{2,6}#$' })
      .optional(),
  }),
  response: z.object({ port: portView, response: z.string() }),
});

export const jobDetail = defineCall({
  id: 'devices.jobDetail',
  method: 'GET',
  path: `${PREFIX}/vodSimbankPort/job/:id`,
  permission: K.simbankPorts,
  tag: TAG,
  summary: 'A batch job with its per-port results (the push stream sends the same as it runs)',
  params: idParams,
  response: jobView,
});

export const jobRetry = defineCall({
  id: 'devices.jobRetry',
  method: 'POST',
  path: `${PREFIX}/vodSimbankPort/job/retry`,
  permission: K.simbankPorts,
  tag: TAG,
  summary: 'Starts a new job for the failed and interrupted ports of a finished job (checked again first)',
  body: idBody,
  response: jobSummary,
  timeoutMs: DEVICE_BATCH_TIMEOUT_MS,
  // No idempotence key: a second submission finds its ports held by the first job and is refused.
});

export const esimAdd = defineCall({
  id: 'devices.esimAdd',
  method: 'POST',
  path: `${PREFIX}/vodEsimProfiles/add`,
  permission: K.simbankSims,
  tag: TAG,
  summary: 'Downloads an eSIM profile onto a port from its activation code (LPA:1$…); a failed download may be retried',
  body: z.object({
    portId: id,
    activationCode: z
      .string()
      .trim()
      .max(255)
      .regex(/^LPA:1\$[^$\s]+\$[^$\s]+$/, 'devices.activationCodeFormat')
      .meta({ pattern: '^LPA:1\\$[a-z0-9.]{3,20}\\$[A-Z0-9]{4,20}$' }),
  }),
  response: esimView,
});

export const esimRetry = defineCall({
  id: 'devices.esimRetry',
  method: 'POST',
  path: `${PREFIX}/vodEsimProfiles/retry`,
  permission: K.simbankSims,
  tag: TAG,
  summary: 'Downloads a failed eSIM profile again',
  body: idBody,
  response: esimView,
});

export const esimSwitch = defineCall({
  id: 'devices.esimSwitch',
  method: 'POST',
  path: `${PREFIX}/vodEsimProfiles/switch`,
  permission: K.simbankSims,
  tag: TAG,
  summary: 'Enables this profile on its port (the port’s other profiles are disabled); refused while the port is active',
  body: idBody,
  response: esimView,
});

export const esimStatus = defineCall({
  id: 'devices.esimStatus',
  method: 'POST',
  path: `${PREFIX}/vodEsimProfiles/status`,
  permission: K.simbankSims,
  tag: TAG,
  summary: 'Reads the profile’s state back from the device',
  body: idBody,
  response: esimView,
});

export const esimErase = defineCall({
  id: 'devices.esimErase',
  method: 'POST',
  path: `${PREFIX}/vodEsimProfiles/erase`,
  permission: K.simbankSims,
  tag: TAG,
  summary: 'Erases a profile from the port’s eUICC; an enabled profile must be switched away from first',
  body: idBody,
  response: esimView,
});

export const dongleAdd = defineCall({
  id: 'devices.dongleAdd',
  method: 'POST',
  path: `${PREFIX}/vodDongle/add`,
  permission: K.simbankDongles,
  tag: TAG,
  summary: 'Registers a dongle the server reports (its device code) under a name',
  body: z.object({
    serverId: id,
    deviceCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{3,40}$/, 'devices.deviceCodeFormat')
      .meta({ pattern: '^DG-[A-Z0-9]{4,12}$' }),
    name: lineText.trim().min(1).max(60),
  }),
  response: dongleView,
});

export const dongleNetwork = defineCall({
  id: 'devices.dongleNetwork',
  method: 'POST',
  path: `${PREFIX}/vodDongle/network`,
  permission: K.simbankDongles,
  tag: TAG,
  summary: 'Sets the dongle’s network mode (auto, 4G, 3G, 2G)',
  body: z.object({ id, network: z.enum(DONGLE_NETWORKS) }),
  response: dongleView,
});

export const dongleSimbankLink = defineCall({
  id: 'devices.dongleSimbankLink',
  method: 'POST',
  path: `${PREFIX}/vodDongle/simbankLink`,
  permission: K.simbankDongles,
  tag: TAG,
  summary: 'Links the dongle to a SIM-bank port (it uses that SIM remotely), or unlinks it with null',
  body: z.object({ id, portId: id.nullable() }),
  response: dongleView,
});

export const dongleImei = defineCall({
  id: 'devices.dongleImei',
  method: 'POST',
  path: `${PREFIX}/vodDongle/imei`,
  permission: K.simbankDongles,
  tag: TAG,
  summary: 'Writes an IMEI to the dongle (IMEI rules apply; null: the next available of the pool)',
  body: z.object({ id, imei: imeiText.nullable().default(null) }),
  response: dongleView,
});

export const dongleReboot = defineCall({
  id: 'devices.dongleReboot',
  method: 'POST',
  path: `${PREFIX}/vodDongle/reboot`,
  permission: K.simbankDongles,
  tag: TAG,
  summary: 'Reboots the dongle; its state is read back',
  body: idBody,
  response: dongleView,
});
