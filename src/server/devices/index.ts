/** Device operations (SIM banks, ports, IMEIs, eSIM profiles, dongles) as other features see it: everything they may import. */
export { devicesHandlers } from './devices-routes';
export type { DeviceGateway, DeviceServerAddress } from './gateway/device-gateway';
export { HttpDeviceGateway } from './gateway/http-gateway';
export { recoverDeviceJobs } from './jobs/job-recovery';
export { devicesSeed } from './devices-seed';
export { startEmbeddedSimulator, simulatorDecision, type EmbeddedSimulator } from './simulator/embedded-simulator';
