/** The layout feature as other features see it: everything they may import. */
export { LanguageSwitch } from './language-switch';
export { MenuIcon } from './menu-icons';
export { containsRouter, externalHref, firstPage, isExternalRouter, menuLabel, visibleChildren } from './menu-tree';
export { SideMenu } from './side-menu';
