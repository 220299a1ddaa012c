/** The layout feature as other features see it: everything they may import. */
export { FitLabel } from './fit-label';
export { MENU_ICONS, MenuIcon } from './menu-icons';
export { navLabel, type NavLabel } from './nav-label';
export { SideMenu } from './side-menu';
