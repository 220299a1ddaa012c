/** The pages feature as other features see it: everything they may import. */
export { ForbiddenPage, NotFoundPage } from './error-page';
export { RefreshPage, refreshTarget } from './refresh-page';
export { RoutedPage } from './routed-page';
