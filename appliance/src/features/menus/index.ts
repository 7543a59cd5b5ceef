/** What other features may use of menus: which genres the diner's menu shows. */
export { DINER_MENU_FLAGS } from './menus.service';
