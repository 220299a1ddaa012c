/** Version notes and notices as other features see it: everything they may import. */
export { versionHandlers } from './version-routes';
export { watchPortalBuild } from './portal-build';
