/** What other features may use of menu items: one item as the screens read it. */
export { getMenuItem } from './menu-items.view';
