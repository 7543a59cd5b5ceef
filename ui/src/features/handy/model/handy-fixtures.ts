import type { MenuItem } from '@contract/menu-items';

/** A menu item for the unit tests, on sale in a published genre unless told otherwise. */
export function menuItem(id: number, label: string, name: string, extra: Partial<MenuItem> = {}): MenuItem {
  return {
    id,
    name,
    label,
    price: 500,
    description: '',
    menu_id: 1,
    menus: { id: 1, label: '揚げ物', name: 'grill', flag: 1 },
    flag: 1,
    image_url: null,
    thumb_url: null,
    plan_menu_ids: [],
    plan_item_ids: [],
    plan: null,
    plan_last_order_minutes: null,
    option_groups: [],
    accepts_note: 0,
    tax_rate: 10,
    allergens: [],
    translations: {},
    sort_order: 0,
    user_id: null,
    ...extra,
  };
}
