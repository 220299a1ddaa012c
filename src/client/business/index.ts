/** The business feature as other features see it: everything they may import. */
export { PageFrame, Pager, SelectFilter, StatusLine } from './filter-bar';
export { MetricChart } from './metric-chart';
export { queryStatus } from './query-status';
export { SearchField } from './search-field';
export { useUrlBody } from './use-url-body';
