/** The device pages of issue 15, with the id of their title (PageFrame) and their titles. */
export const DEVICE_PAGES = [
  { path: '/businessOperations/simbank/vod/server', id: 'server-title', zh: 'SIM Bank 服务器', en: 'SIM bank servers' },
  { path: '/businessOperations/simbank/manager', id: 'bank-manager-title', zh: 'SIM Bank 管理', en: 'SIM bank management' },
  { path: '/businessOperations/simbank/sim', id: 'sim-title', zh: 'SIM 卡管理', en: 'SIM cards' },
  { path: '/businessOperations/simbank/imei', id: 'imei-title', zh: 'IMEI 管理', en: 'IMEIs' },
  { path: '/businessOperations/simbank/dongle', id: 'dongle-title', zh: 'Dongle 管理', en: 'Dongles' },
  { path: '/businessOperations/simbank/log', id: 'simbank-log-title', zh: 'SIM Bank 日志', en: 'SIM bank log' },
  { path: '/businessOperations/simbank/port/manager', id: 'port-manager-title', zh: '端口管理', en: 'Ports' },
  { path: '/businessOperations/simbank/port/order', id: 'port-order-title', zh: '端口订单', en: 'Port orders' },
  { path: '/businessOperations/simbank/port/water', id: 'port-water-title', zh: '端口流水', en: 'Port transactions' },
  { path: '/businessOperations/simbank/port/record', id: 'port-record-title', zh: '端口记录', en: 'Port records' },
  { path: '/businessInquiry/device-info', id: 'device-info-title', zh: '设备信息', en: 'Devices' },
  { path: '/businessInquiry/device-info/operation-log', id: 'device-log-title', zh: '设备操作日志', en: 'Device operation log' },
  { path: '/businessInquiry/portquery', id: 'port-query-title', zh: '端口查询', en: 'Port query' },
] as const;

/** The page's own section (other tabs stay mounted, hidden). */
export const deviceSection = (id: string) => `section[aria-labelledby="${id}"]`;
