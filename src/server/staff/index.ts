/** The staff feature as other features see it: everything they may import. */
export { grantedResourceIds, loadPermissionKeys } from './permission-service';
export { deptNamesOf, likePattern, profileColumns, profileFrom, profileOfStaff, type StaffProfile } from './staff-directory';
export { GrantSetCache, grantSetOfStaff, type GrantSet } from './grant-sets';
export { loadMenuRows, type MenuRow } from './menu-rows';
