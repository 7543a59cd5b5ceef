import { ITEM_FLAG } from '@contract/constants';
import type { MenuTextLocale } from '@contract/menu-text';
import type { Menu } from '@contract/menus';
import { Link } from 'react-router';
import { adminText } from '@/i18n/admin';
import { LOCALE_NAMES } from '@/i18n/locale';
import { useText } from '@/i18n/use-text';
import { itemTranslationsPath, paths } from '@/lib/paths';
import { optionsOf } from '../../lib/options';
import { Checkbox } from '../form/checkbox';
import { controlClass, Field, textAreaClass } from '../form/field';
import { SelectField } from '../shared/select-field';
import { TextInputField } from '../shared/text-input-field';
import { AllergenFields } from './allergen-fields';
import { ImageInput } from './image-input';
import styles from './menu-item-fields.module.css';
import { PlanTermsFields } from './plan-terms-fields';
import type { ItemForm } from './use-item-form';

export interface MenuItemFieldsProps {
  form: ItemForm;
  menus: readonly Menu[];
  /** The item's picture now; given on edit, where status can change too. */
  edit?: {
    id: number;
    imageUrl: string | null;
    optionGroups: readonly string[];
    /** The languages its name or description lacks (as saved). */
    missingLanguages: readonly MenuTextLocale[];
  };
  fullClass?: string;
}

/** The fields of the register card and of a row's edit form (SPEC.md sections 2 and 5). */
export function MenuItemFields({ form, menus, edit, fullClass }: MenuItemFieldsProps) {
  const admin = useText(adminText);
  const flagOptions = optionsOf(admin.menuItems.flags, [ITEM_FLAG.onSale, ITEM_FLAG.stopped]);
  const { values, set } = form;

  return (
    <>
      {edit && (
        <SelectField
          label={admin.common.status}
          value={values.flag}
          options={flagOptions}
          onValue={(value) => set('flag', Number(value))}
        />
      )}
      <SelectField
        label={admin.menuItems.genre}
        required
        value={values.menuId ?? ''}
        options={menus.map((m) => ({ value: m.id, label: m.label }))}
        emptyOption={admin.menuItems.chooseGenre}
        onValue={(value) => form.setGenre(value === '' ? null : Number(value))}
      />
      <TextInputField
        label={admin.menuItems.label}
        required
        hint={admin.menuItems.labelHint}
        value={values.label}
        maxLength={500}
        onValue={(value) => set('label', value)}
      />
      <TextInputField
        label={admin.menuItems.name}
        required
        value={values.name}
        maxLength={100}
        onValue={(value) => set('name', value)}
      />
      <Field
        label={admin.menuItems.price}
        required
        hint={form.priceLocked ? admin.menuItems.servicePrice : admin.menuItems.priceHint}
        error={!form.priceLocked && values.priceText.trim() !== '' && form.price === null ? admin.menuItems.priceInvalid : null}
      >
        {(c) => (
          <div className={styles.price}>
            <span className={styles.yen} aria-hidden="true">
              ¥
            </span>
            <input
              {...c}
              className={controlClass}
              inputMode="numeric"
              value={values.priceText}
              disabled={form.priceLocked}
              onChange={(e) => set('priceText', e.target.value)}
            />
          </div>
        )}
      </Field>
      <ImageInput
        file={values.image}
        onFile={(file) => set('image', file)}
        currentUrl={edit?.imageUrl}
        clear={values.clearImage}
        onClear={edit ? (clear) => set('clearImage', clear) : undefined}
      />
      <Field label={admin.menuItems.description} hint={admin.menuItems.descriptionHint} className={fullClass}>
        {(c) => (
          <textarea
            {...c}
            className={textAreaClass}
            value={values.description}
            maxLength={2000}
            rows={3}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </Field>
      <Checkbox className={fullClass} checked={values.acceptsNote} onChange={(e) => set('acceptsNote', e.target.checked)}>
        {admin.optionGroups.acceptsNote}
      </Checkbox>
      <Checkbox className={fullClass} checked={values.reducedRate} onChange={(e) => set('reducedRate', e.target.checked)}>
        {admin.menuItems.reducedRate}
      </Checkbox>
      <AllergenFields className={fullClass} value={values.allergens} onChange={(next) => set('allergens', next)} />
      {edit && (
        <p className={[styles.hint, fullClass].join(' ')} data-testid="item-option-groups">
          {admin.optionGroups.itemOptions}:{' '}
          {edit.optionGroups.length > 0 ? edit.optionGroups.join('、') : admin.optionGroups.itemOptionsNone}{' '}
          <Link to={paths.adminOptionGroups}>{admin.optionGroups.itemOptionsLink}</Link>
        </p>
      )}
      {edit && (
        <p className={[styles.hint, fullClass].join(' ')}>
          {admin.translations.itemTexts}:{' '}
          <span data-testid="item-missing-languages">
            {edit.missingLanguages.length === 0
              ? admin.translations.itemComplete
              : admin.translations.itemMissing(edit.missingLanguages.map((locale) => LOCALE_NAMES[locale]).join('・'))}
          </span>{' '}
          <Link to={itemTranslationsPath(edit.id)}>{admin.translations.editLink}</Link>
        </p>
      )}
      {!form.priceLocked && <PlanTermsFields form={form} menus={menus} itemId={edit?.id} fullClass={fullClass} />}
    </>
  );
}
