/** The staff feature as other features see it: everything they may import. */
export { grantedResourceIds, loadPermissionKeys } from './permission-service';
export { deptNamesOf, likePattern } from './staff-directory';
