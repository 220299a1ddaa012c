/** The hrm feature as other features see it: everything they may import. */
export { schedulingSeed } from './scheduling-seed';
export { hrmExporters } from './attendance-exporter';
export { myWeek } from './scheduling-service';
export { holidayDetailOf } from './holidays';
export { HOME_SCHEDULE_LINK } from './schedule-links';
