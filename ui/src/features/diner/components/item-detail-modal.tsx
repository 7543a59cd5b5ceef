import { allergenName, type ItemAllergen } from '@contract/allergens';
import { ITEM_FLAG, MAX_LINE_QUANTITY } from '@contract/constants';
import type { MenuItem } from '@contract/menu-items';
import { menuText } from '@contract/menu-text';
import { chosenOptions, defaultChoiceIds, ORDER_NOTE_MAX, optionUnitPrice, planChargedPrice } from '@contract/option-rules';
import type { Coverage } from '@contract/plan-coverage';
import { useState } from 'react';
import { OptionPicker } from '@/components/options/option-picker';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { allergensText } from '@/i18n/allergens';
import { dinerText } from '@/i18n/diner';
import { formatYen } from '@/i18n/format';
import { useLocale } from '@/i18n/locale';
import { useText } from '@/i18n/use-text';
import { missingGroups } from '@/lib/options/option-choice';
import type { LineChoice } from '../cart/cart';
import { unitPriceNow } from '../cart/price';
import { defaultTakers } from '../plans/plan-view';
import { AllergenList } from './allergen-marks';
import styles from './item-detail-modal.module.css';
import { ItemImage } from './item-image';
import { ItemLabel } from './item-label';
import { ItemPrice } from './item-price';
import { QuantityStepper } from './quantity-stepper';

export interface ItemDetailModalProps {
  item: MenuItem | null;
  activePlans: readonly number[];
  /** The party's size when counted: a plan is priced per person and offered to that many. */
  guestCount?: number | null;
  /** What the visit's plans decide for the item now (free, its price, refused after last order). */
  coverage?: Coverage;
  /** False while an order is being sent: the cart is locked until the box answers. */
  canAdd: boolean;
  /** What the item holds of the allergens the diner avoids, when the filter dims: it cannot be added. */
  avoided?: readonly ItemAllergen[];
  /** Without it the detail only shows the item (the staff's menu preview): no quantity, no cart. */
  onAdd?: (item: MenuItem, quantity: number, choice: LineChoice) => void;
  onClose: () => void;
}

/**
 * SPEC.md's item detail: photo, name, ex-tax and tax-included price, description, quantity, add,
 * back; with the item's option groups (required ones marked, the price following the choices, the
 * add button waiting for the required ones) and a note for the kitchen on items that take one.
 */
export function ItemDetailModal({
  item,
  activePlans,
  guestCount = null,
  coverage,
  canAdd,
  avoided,
  onAdd,
  onClose,
}: ItemDetailModalProps) {
  return (
    <Modal
      open={item !== null}
      onClose={onClose}
      size="wide"
      title={item ? <ItemLabel html={item.label} translations={item.translations} /> : ''}
    >
      {/* Keyed by item so the quantity and choices start afresh for each item opened. */}
      {item && (
        <DetailBody
          key={item.id}
          item={item}
          activePlans={activePlans}
          guestCount={guestCount}
          coverage={coverage}
          canAdd={canAdd}
          avoided={avoided}
          onAdd={onAdd}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function DetailBody({
  item,
  activePlans: visitPlans,
  guestCount = null,
  coverage,
  canAdd,
  avoided = [],
  onAdd,
  onClose,
}: ItemDetailModalProps & { item: MenuItem }) {
  const diner = useText(dinerText);
  const allergens = useText(allergensText);
  const locale = useLocale();
  // A plan freeing this very item (or past its last order) prices it as the box will.
  const activePlans = plansFor(item, visitPlans, coverage);
  const refused =
    coverage?.kind === 'refuse'
      ? coverage.code === 'PLAN_LAST_ORDER'
        ? diner.plans.lastOrderPassed
        : diner.plans.endedRefused
      : null;
  // The diner's filter dims what holds an allergen they avoid: shown, never added.
  const avoidedNotice =
    avoided.length > 0 ? allergens.filter.dimmedNotice(avoided.map((a) => allergenName(a.id, locale)).join('・')) : null;
  // A plan and its 延長 are per person: offered to the whole party, never more than it.
  const perPerson = isPerPerson(item);
  const staffOnly = item.plan?.staff_only === true;
  const maxQuantity = perPerson && guestCount !== null ? Math.min(guestCount, MAX_LINE_QUANTITY) : MAX_LINE_QUANTITY;
  const [quantity, setQuantity] = useState(perPerson ? defaultTakers(guestCount) : 1);
  const [chosen, setChosen] = useState<number[]>(() => defaultChoiceIds(item.option_groups));
  const [note, setNote] = useState('');
  const soldOut = item.flag !== ITEM_FLAG.onSale;
  // Sold out, or dimmed by the guest's allergen filter: nothing to choose, note or count.
  const locked = soldOut || avoided.length > 0;
  const options = chosenOptions(item.option_groups, chosen);
  const missing = missingGroups(item.option_groups, chosen);
  const each = unitPriceNow(item.menu_id, item.price, activePlans, options);
  const add = () => onAdd?.(item, quantity, { options: chosen, note: note.trim() || null });
  return (
    <div className={styles.body}>
      <div className={styles.photo}>
        <ItemImage src={item.image_url} className={styles.image} eager />
        {soldOut && <span className={styles.soldOut}>{diner.menu.soldOut}</span>}
      </div>
      <div className={styles.info}>
        <ItemPrice
          price={optionUnitPrice(item.price, options)}
          planPrice={planChargedPrice(options)}
          menuId={item.menu_id}
          activePlans={activePlans}
          withExTax
          size="lg"
        />
        {item.description && (
          <p className={styles.description} data-menu-text="">
            {menuText(item.description, item.translations, locale, 'description')}
          </p>
        )}
        <AllergenList allergens={item.allergens} />
        {onAdd && item.option_groups.length > 0 && (
          <OptionPicker
            groups={item.option_groups}
            chosen={chosen}
            onChange={setChosen}
            text={diner.options}
            disabled={locked}
            choiceLabel={(choice) => menuText(choice.label, choice.translations, locale, 'name')}
            groupLabel={(group) => menuText(group.label, group.translations, locale, 'name')}
          />
        )}
        {onAdd && item.accepts_note === 1 && (
          <TextField
            label={diner.options.noteField}
            placeholder={diner.options.notePlaceholder}
            value={note}
            maxLength={ORDER_NOTE_MAX}
            hint={diner.options.noteCount(note.length, ORDER_NOTE_MAX)}
            onChange={(event) => setNote(event.target.value)}
            disabled={locked}
          />
        )}
        <div className={styles.actions} data-testid="detail-footer">
          {onAdd && refused && (
            <p className={styles.missing} role="status" data-testid="plan-refused">
              {refused}
            </p>
          )}
          {onAdd && avoidedNotice && (
            <p className={styles.missing} role="status" data-testid="allergen-refused">
              {avoidedNotice}
            </p>
          )}
          {onAdd && staffOnly && (
            <p className={styles.missing} role="status">
              {diner.plans.staffOnly}
            </p>
          )}
          {onAdd && !staffOnly && (
            <>
              {/* One row on a tablet: the footer stays low, so an item's choices are not hidden under it. */}
              <div className={styles.amount}>
                <div className={styles.quantity}>
                  <span className={styles.quantityLabel}>
                    {perPerson ? diner.plans.takers : diner.detail.quantity}
                    {perPerson && guestCount !== null && <small> {diner.plans.takersOfParty(guestCount)}</small>}
                  </span>
                  <QuantityStepper
                    value={quantity}
                    max={maxQuantity}
                    onChange={setQuantity}
                    decreaseLabel={diner.detail.decrease}
                    increaseLabel={diner.detail.increase}
                    disabled={locked}
                    size="lg"
                  />
                </div>
                {/* With choices or more than one, what this adds to the cart; else it is the price above. */}
                {(item.option_groups.length > 0 || quantity > 1) && (
                  <p className={styles.subtotal}>
                    <span>{diner.detail.subtotal}</span>
                    <strong data-testid="detail-subtotal">{formatYen(each * quantity)}</strong>
                  </p>
                )}
              </div>
              {missing.length > 0 && !soldOut && (
                <p className={styles.missing} role="status">
                  {diner.options.missing(menuText(missing[0]!.label, missing[0]!.translations, locale, 'name'))}
                </p>
              )}
            </>
          )}
          {/* 戻る and the add button side by side: the footer stays in view while the body scrolls. */}
          <div className={styles.buttons}>
            <Button variant="secondary" size="lg" onClick={onClose}>
              {diner.detail.back}
            </Button>
            {onAdd && !staffOnly && (
              <Button
                size="xl"
                disabled={soldOut || !canAdd || missing.length > 0 || refused !== null || avoidedNotice !== null}
                onClick={add}
              >
                {soldOut ? diner.menu.soldOut : diner.detail.add}
              </Button>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}

/** A plan (it makes genres or items free) or a 延長: ordered per person. */
function isPerPerson(item: MenuItem): boolean {
  return item.plan !== null || item.plan_menu_ids.length > 0 || item.plan_item_ids.length > 0;
}

/** The visit's free genres as the cart knows them, corrected for this item by the plans' rule now. */
function plansFor(item: MenuItem, plans: readonly number[], coverage: Coverage | undefined): readonly number[] {
  if (coverage?.kind === 'free') return plans.includes(item.menu_id) ? plans : [...plans, item.menu_id];
  if (coverage) return plans.filter((id) => id !== item.menu_id);
  return plans;
}
