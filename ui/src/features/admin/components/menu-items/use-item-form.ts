import { ITEM_FLAG, SERVICE_MENU_ID } from '@contract/constants';
import type { MenuItem } from '@contract/menu-items';
import { useState } from 'react';
import type { MenuItemDraft } from '../../api/menu-items.api';
import { parsePrice } from '../../lib/price';

export interface ItemFormValues {
  label: string;
  name: string;
  menuId: number | null;
  priceText: string;
  description: string;
  planMenuIds: number[];
  acceptsNote: boolean;
  flag: number;
  image: File | null;
  clearImage: boolean;
}

const EMPTY: ItemFormValues = {
  label: '',
  name: '',
  menuId: null,
  priceText: '',
  description: '',
  planMenuIds: [],
  acceptsNote: false,
  flag: ITEM_FLAG.onSale,
  image: null,
  clearImage: false,
};

function fromItem(item: MenuItem): ItemFormValues {
  return {
    label: item.label,
    name: item.name,
    menuId: item.menu_id,
    priceText: String(item.price),
    description: item.description,
    planMenuIds: item.plan_menu_ids,
    acceptsNote: item.accepts_note === 1,
    flag: item.flag,
    image: null,
    clearImage: false,
  };
}

export interface ItemForm {
  values: ItemFormValues;
  set: <K extends keyof ItemFormValues>(key: K, value: ItemFormValues[K]) => void;
  /** SPEC.md section 5: genre 999 forces price 0; leaving 999 restores the earlier price. */
  setGenre: (menuId: number | null) => void;
  priceLocked: boolean;
  price: number | null;
  ready: boolean;
  reset: () => void;
  draft: () => MenuItemDraft;
}

/** State of the register card (no item) or of one row's edit form (its item). */
export function useItemForm(item?: MenuItem): ItemForm {
  const [values, setValues] = useState<ItemFormValues>(() => (item ? fromItem(item) : EMPTY));
  // The price typed before 999 was chosen; on edit SPEC.md says the item's current price.
  const [priceBeforeService, setPriceBeforeService] = useState(item ? String(item.price) : '');

  const set: ItemForm['set'] = (key, value) => setValues((v) => ({ ...v, [key]: value }));

  function setGenre(menuId: number | null) {
    setValues((v) => {
      const planMenuIds = v.planMenuIds.filter((id) => id !== menuId);
      if (menuId === SERVICE_MENU_ID) {
        if (v.menuId !== SERVICE_MENU_ID && !item) setPriceBeforeService(v.priceText);
        return { ...v, menuId, planMenuIds, priceText: '0' };
      }
      if (v.menuId === SERVICE_MENU_ID) return { ...v, menuId, planMenuIds, priceText: priceBeforeService };
      return { ...v, menuId, planMenuIds };
    });
  }

  const priceLocked = values.menuId === SERVICE_MENU_ID;
  const price = priceLocked ? 0 : parsePrice(values.priceText);
  const ready = values.label.trim() !== '' && values.name.trim() !== '' && values.menuId !== null && price !== null;

  return {
    values,
    set,
    setGenre,
    priceLocked,
    price,
    ready,
    reset: () => {
      setValues(item ? fromItem(item) : EMPTY);
      setPriceBeforeService(item ? String(item.price) : '');
    },
    draft: () => ({
      edit: item ? { id: item.id, flag: values.flag } : undefined,
      label: values.label.trim(),
      name: values.name.trim(),
      price: price ?? 0,
      menuId: values.menuId ?? 0,
      description: values.description.trim(),
      planMenuIds: values.planMenuIds,
      acceptsNote: values.acceptsNote,
      image: values.image,
      clearImage: values.clearImage,
    }),
  };
}
