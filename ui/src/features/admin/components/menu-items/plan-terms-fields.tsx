import type { Menu } from '@contract/menus';
import { type PlanAfterEnd, zPlanAfterEnd } from '@contract/plan-terms';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import { Checkbox } from '../form/checkbox';
import { Field, selectClass } from '../form/field';
import { TextInputField } from '../shared/text-input-field';
import { PlanGenreChoices } from './plan-genre-choices';
import { PlanItemChecklist } from './plan-item-checklist';
import styles from './plan-terms.module.css';
import type { PlanDraft, PlanKind } from './plan-terms-form';
import type { ItemForm } from './use-item-form';

export interface PlanTermsFieldsProps {
  form: ItemForm;
  menus: readonly Menu[];
  /** The item being edited (it cannot make itself free). */
  itemId?: number;
  fullClass?: string;
}

const KINDS: readonly PlanKind[] = ['none', 'plan', 'extension'];

/** 放題プラン・延長: none, a plan (time limit, last order, warning, after the end, what it makes free) or an extension. */
export function PlanTermsFields({ form, menus, itemId, fullClass }: PlanTermsFieldsProps) {
  const t = useText(adminText).plans;
  const { values, set, planErrors: errors } = form;
  const plan = values.plan;
  const setPlan = <K extends keyof PlanDraft>(key: K, value: PlanDraft[K]) => set('plan', { ...plan, [key]: value });

  return (
    <fieldset className={[styles.section, fullClass].filter(Boolean).join(' ')}>
      <legend className={styles.legend}>{t.section}</legend>
      <div className={styles.grid}>
        <Field label={t.kind} hint={t.kindHint} className={styles.wide}>
          {(c) => (
            <select
              {...c}
              className={selectClass}
              value={plan.kind}
              onChange={(e) => setPlan('kind', KINDS.find((k) => k === e.target.value) ?? 'none')}
            >
              {KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t.kinds[kind]}
                </option>
              ))}
            </select>
          )}
        </Field>

        {plan.kind === 'none' && (
          <TextInputField
            label={t.lastOrderOverride}
            hint={t.itemOverrideHint}
            inputMode="numeric"
            value={values.lastOrderText}
            error={form.lastOrderError}
            onValue={(v) => set('lastOrderText', v)}
          />
        )}

        {plan.kind === 'plan' && (
          <>
            <TextInputField
              label={t.duration}
              hint={t.durationHint}
              inputMode="numeric"
              value={plan.durationText}
              error={errors.duration}
              onValue={(v) => setPlan('durationText', v)}
            />
            <TextInputField
              label={t.lastOrder}
              inputMode="numeric"
              value={plan.lastOrderText}
              error={errors.lastOrder}
              onValue={(v) => setPlan('lastOrderText', v)}
            />
            <TextInputField
              label={t.warn}
              hint={t.warnHint}
              inputMode="numeric"
              value={plan.warnText}
              error={errors.warn}
              onValue={(v) => setPlan('warnText', v)}
            />
            <Field label={t.afterEnd}>
              {(c) => (
                <select
                  {...c}
                  className={selectClass}
                  value={plan.afterEnd}
                  onChange={(e) => setPlan('afterEnd', afterEndOf(e.target.value))}
                >
                  {zPlanAfterEnd.options.map((option) => (
                    <option key={option} value={option}>
                      {t.afterEnds[option]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Checkbox className={styles.wide} checked={plan.staffOnly} onChange={(e) => setPlan('staffOnly', e.target.checked)}>
              {t.staffOnly}
            </Checkbox>
            <PlanGenreChoices
              className={styles.wide}
              menus={menus}
              genreId={values.menuId}
              chosen={values.planMenuIds}
              onChange={(ids) => set('planMenuIds', ids)}
            />
            <PlanItemChecklist
              className={styles.wide}
              menus={menus}
              itemId={itemId}
              chosen={plan.itemIds}
              error={errors.items}
              onChange={(ids) => setPlan('itemIds', ids)}
            />
          </>
        )}

        {plan.kind === 'extension' && (
          <>
            <TextInputField
              label={t.extension}
              hint={t.extensionHint}
              inputMode="numeric"
              value={plan.extensionText}
              error={errors.extension}
              onValue={(v) => setPlan('extensionText', v)}
            />
            <Checkbox className={styles.wide} checked={plan.staffOnly} onChange={(e) => setPlan('staffOnly', e.target.checked)}>
              {t.staffOnly}
            </Checkbox>
          </>
        )}
      </div>
    </fieldset>
  );
}

function afterEndOf(value: string): PlanAfterEnd {
  const parsed = zPlanAfterEnd.safeParse(value);
  return parsed.success ? parsed.data : 'charge';
}
