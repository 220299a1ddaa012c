import { PERMISSION_KEYS } from '../src/shared/permissions';
import type { Command, CommandContext } from './types';

/**
 * Palette actions of device operations. The pages themselves are page commands from the route
 * table; these open a page straight on the task (a dialog of that page), for the people whose
 * menu holds the page. A port or IMEI typed in `#` mode is found by the palette's device search.
 */
export const DEVICES_COMMAND_IDS = {
  generateImei: 'devices.generate-imei',
  uploadImei: 'devices.upload-imei',
  addServer: 'devices.add-server',
  activatePorts: 'devices.activate-ports',
} as const;

/** The query a device page reads to open one of its dialogs on arrival. */
export const DEVICE_TASK_PARAM = 'task';
export const DEVICE_TASKS = { generate: 'generate', upload: 'upload', add: 'add', activate: 'activate' } as const;
export type DeviceTask = (typeof DEVICE_TASKS)[keyof typeof DEVICE_TASKS];

export const DEVICE_PATHS = {
  servers: '/businessOperations/simbank/vod/server',
  banks: '/businessOperations/simbank/manager',
  sims: '/businessOperations/simbank/sim',
  imei: '/businessOperations/simbank/imei',
  dongles: '/businessOperations/simbank/dongle',
  log: '/businessOperations/simbank/log',
  ports: '/businessOperations/simbank/port/manager',
  portOrders: '/businessOperations/simbank/port/order',
  portWater: '/businessOperations/simbank/port/water',
  portRecords: '/businessOperations/simbank/port/record',
  deviceInfo: '/businessInquiry/device-info',
  deviceLog: '/businessInquiry/device-info/operation-log',
  portQuery: '/businessInquiry/portquery',
} as const;

const open = (path: string, task: DeviceTask) => (ctx: CommandContext) => {
  const to = `${path}?${DEVICE_TASK_PARAM}=${task}`;
  if (ctx.shell) ctx.shell.openTab(to);
  else ctx.navigate(to);
};

const signedIn = (ctx: CommandContext) => ctx.signedIn;

export const devicesCommands: Command[] = [
  {
    id: DEVICES_COMMAND_IDS.generateImei,
    title: { zh: '生成 IMEI', en: 'Generate IMEIs' },
    keywords: ['imei', 'generate', 'tac', 'auto generate', '生成', '自动生成', 'shengchengimei'],
    icon: 'Sparkles',
    permission: PERMISSION_KEYS.simbankImei,
    when: signedIn,
    perform: open(DEVICE_PATHS.imei, DEVICE_TASKS.generate),
  },
  {
    id: DEVICES_COMMAND_IDS.uploadImei,
    title: { zh: '导入 IMEI（Excel）', en: 'Import IMEIs (Excel)' },
    keywords: ['imei', 'import', 'upload', 'xlsx', 'excel', '导入', '上传', 'daoruimei'],
    icon: 'Upload',
    permission: PERMISSION_KEYS.simbankImei,
    when: signedIn,
    perform: open(DEVICE_PATHS.imei, DEVICE_TASKS.upload),
  },
  {
    id: DEVICES_COMMAND_IDS.addServer,
    title: { zh: '新增设备服务器', en: 'Add a device server' },
    keywords: ['simbank server', 'device server', 'vod server', 'add server', '服务器', '新增', 'xinzengfuwuqi'],
    icon: 'Server',
    permission: PERMISSION_KEYS.simbankServers,
    when: signedIn,
    perform: open(DEVICE_PATHS.servers, DEVICE_TASKS.add),
  },
  {
    id: DEVICES_COMMAND_IDS.activatePorts,
    title: { zh: '批量激活端口', en: 'Activate ports' },
    keywords: ['activate ports', 'simbank port', 'batch activate', '激活', '端口', '批量', 'jihuoduankou'],
    icon: 'Zap',
    permission: PERMISSION_KEYS.simbankPorts,
    when: signedIn,
    perform: (ctx) => (ctx.shell ? ctx.shell.openTab(DEVICE_PATHS.ports) : ctx.navigate(DEVICE_PATHS.ports)),
  },
];
