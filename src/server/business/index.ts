/** The business feature as other features see it: everything they may import. */
export { customerFactScope, customerScope, factScope, resolveDataScope } from './data-scope';
export type { DataScope } from './data-scope';
export { queryPerformance } from './performance-service';
export { queryProfit } from './profit-service';
export { queryRows, toInt } from './sql-rows';
export { businessExporters } from './business-exporters';
