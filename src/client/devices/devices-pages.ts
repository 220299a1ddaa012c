import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { DEVICE_PATHS } from '../../../commands/devices-commands';

/** Pages of device operations (SIM banks, ports, IMEIs, eSIM profiles, dongles), by path. */
export const DEVICES_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  [DEVICE_PATHS.servers]: lazy(() => import('./server-page')),
  [DEVICE_PATHS.banks]: lazy(() => import('./bank-manager-page')),
  [DEVICE_PATHS.sims]: lazy(() => import('./sim-page')),
  [DEVICE_PATHS.imei]: lazy(() => import('./imei-page')),
  [DEVICE_PATHS.dongles]: lazy(() => import('./dongle-page')),
  [DEVICE_PATHS.log]: lazy(() => import('./simbank-log-page')),
  [DEVICE_PATHS.ports]: lazy(() => import('./port-manager-page')),
  [DEVICE_PATHS.portOrders]: lazy(() => import('./port-order-page')),
  [DEVICE_PATHS.portWater]: lazy(() => import('./port-water-page')),
  [DEVICE_PATHS.portRecords]: lazy(() => import('./port-record-page')),
  [DEVICE_PATHS.deviceInfo]: lazy(() => import('./device-info-page')),
  [DEVICE_PATHS.deviceLog]: lazy(() => import('./device-log-page')),
  [DEVICE_PATHS.portQuery]: lazy(() => import('./port-query-page')),
};
