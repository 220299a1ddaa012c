/** The layout feature as other features see it: everything they may import. */
export { LanguageSwitch } from './language-switch';
export { MENU_ICONS, MenuIcon } from './menu-icons';
export { SideMenu } from './side-menu';
