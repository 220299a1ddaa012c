/** Administration (users, roles, grants) as other features see it: everything they may import. */
export { adminHandlers } from './admin-routes';
export { bumpGrantsVersion, readGrantsVersion } from './grants-version';
