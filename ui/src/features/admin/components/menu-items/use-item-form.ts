import type { ItemAllergen } from '@contract/allergens';
import { ITEM_FLAG, SERVICE_MENU_ID } from '@contract/constants';
import type { MenuItem } from '@contract/menu-items';
import { PLAN_LIMITS } from '@contract/plan-terms';
import { useState } from 'react';
import type { MenuItemDraft } from '../../api/menu-items.api';
import { parsePrice } from '../../lib/price';
import {
  lastOrderOverrideOf,
  type PlanDraft,
  type PlanErrors,
  type PlanText,
  planChanged,
  planDraftOf,
  planErrors,
  planItemIdsOf,
  planReady,
  planTermsOf,
} from './plan-terms-form';

export interface ItemFormValues {
  label: string;
  name: string;
  menuId: number | null;
  priceText: string;
  description: string;
  planMenuIds: number[];
  acceptsNote: boolean;
  /** Taxed at the reduced 8% (receipts mark it); else the standard 10%. */
  reducedRate: boolean;
  /** The 放題プラン・延長 section. */
  plan: PlanDraft;
  /** Minutes before a plan's end this item's last order falls; '' follows the genre, then the plan. */
  lastOrderText: string;
  flag: number;
  image: File | null;
  clearImage: boolean;
  /** アレルギー: what the item contains or may contain. */
  allergens: ItemAllergen[];
}

const EMPTY: ItemFormValues = {
  label: '',
  name: '',
  menuId: null,
  priceText: '',
  description: '',
  planMenuIds: [],
  acceptsNote: false,
  reducedRate: false,
  plan: planDraftOf(),
  lastOrderText: '',
  flag: ITEM_FLAG.onSale,
  image: null,
  clearImage: false,
  allergens: [],
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
    reducedRate: item.tax_rate === 8,
    plan: planDraftOf(item),
    lastOrderText: item.plan_last_order_minutes === null ? '' : String(item.plan_last_order_minutes),
    flag: item.flag,
    image: null,
    clearImage: false,
    allergens: item.allergens,
  };
}

export interface ItemForm {
  values: ItemFormValues;
  set: <K extends keyof ItemFormValues>(key: K, value: ItemFormValues[K]) => void;
  /** SPEC.md section 5: genre 999 forces price 0; leaving 999 restores the earlier price. */
  setGenre: (menuId: number | null) => void;
  priceLocked: boolean;
  price: number | null;
  /** The plan section's field messages. */
  planErrors: PlanErrors;
  /** The last-order override's message. */
  lastOrderError: string | null;
  ready: boolean;
  reset: () => void;
  draft: () => MenuItemDraft;
  /** What planTerms.save sends after the item saves; null when the owner changed nothing of it. */
  planSave: () => PlanSave | null;
}

export interface PlanSave {
  terms: ReturnType<typeof planTermsOf>;
  itemIds: number[];
}

/** State of the register card (no item) or of one row's edit form (its item). */
export function useItemForm(t: PlanText, item?: MenuItem): ItemForm {
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
  // The service genre holds no plans: its items keep none.
  const plan: PlanDraft = priceLocked ? { ...values.plan, kind: 'none' } : values.plan;
  const errors = planErrors(plan, t);
  const override = lastOrderOverrideOf(plan.kind === 'none' ? values.lastOrderText : '');
  const lastOrderError = override.valid ? null : t.problems.override(PLAN_LIMITS.lastOrderMax);
  const ready =
    values.label.trim() !== '' &&
    values.name.trim() !== '' &&
    values.menuId !== null &&
    price !== null &&
    planReady(errors) &&
    lastOrderError === null;

  return {
    values,
    set,
    setGenre,
    priceLocked,
    price,
    planErrors: errors,
    lastOrderError,
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
      // Only a plan makes genres free.
      planMenuIds: plan.kind === 'plan' ? values.planMenuIds : [],
      planLastOrder: override.value,
      acceptsNote: values.acceptsNote,
      taxRate: values.reducedRate ? 8 : 10,
      image: values.image,
      clearImage: values.clearImage,
      allergens: values.allergens,
    }),
    planSave: () => {
      const before = planDraftOf(item);
      return planChanged(before, plan) ? { terms: planTermsOf(plan), itemIds: planItemIdsOf(plan) } : null;
    },
  };
}
