import { labelPlainText } from '@contract/label-text';
import type { MenuItem } from '@contract/menu-items';
import type { Menu } from '@contract/menus';
import type { OptionGroup } from '@contract/option-groups';
import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import { errorMessage } from '@/lib/api-client';
import { createOptionGroup, updateOptionGroup } from '../../api/option-groups.api';
import { Checkbox } from '../form/checkbox';
import { TextInputField } from '../shared/text-input-field';
import { savedToast } from './option-group-card';
import {
  bodyOf,
  type ChoiceDraft,
  emptyChoice,
  formOf,
  formProblems,
  type GroupForm,
  moveChoice,
  setDefault,
} from './option-group-form';
import styles from './option-groups.module.css';

export interface OptionGroupEditorProps {
  /** The group to change; none: a new one. */
  group?: OptionGroup;
  menus: readonly Menu[];
  items: readonly MenuItem[];
  onClose: (saved: boolean) => void;
}

/** Register or change one group: its rule, its choices in order, and the genres and items that show it. */
export function OptionGroupEditor({ group, menus, items, onClose }: OptionGroupEditorProps) {
  const t = useText(adminText).optionGroups;
  const [form, setForm] = useState<GroupForm>(() => formOf(group));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problems = formProblems(form);
  const set = <K extends keyof GroupForm>(key: K, value: GroupForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setChoice = (key: string, patch: Partial<ChoiceDraft>) =>
    setForm((f) => ({ ...f, choices: f.choices.map((c) => (c.key === key ? { ...c, ...patch } : c)) }));

  const save = async () => {
    if (problems.length > 0) return;
    setBusy(true);
    setError(null);
    try {
      const { id, ...body } = bodyOf(form);
      if (id === undefined) await createOptionGroup(body);
      else await updateOptionGroup({ ...body, id });
      savedToast(id === undefined);
      onClose(true);
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      size="wide"
      onClose={() => onClose(false)}
      dismissible={!busy}
      title={group ? t.editTitle(group.label) : t.newTitle}
    >
      <form
        className={styles.editor}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className={styles.fields}>
          <TextInputField
            label={t.label}
            placeholder={t.labelPlaceholder}
            required
            value={form.label}
            maxLength={40}
            onValue={(v) => set('label', v)}
          />
          <TextInputField
            label={t.name}
            placeholder={t.namePlaceholder}
            required
            value={form.name}
            maxLength={100}
            onValue={(v) => set('name', v)}
          />
          <TextInputField
            label={t.maxPicks}
            hint={t.maxPicksHint}
            inputMode="numeric"
            value={form.maxText}
            onValue={(v) => set('maxText', v)}
          />
          <TextInputField
            label={t.sortOrder}
            hint={t.sortOrderHint}
            inputMode="numeric"
            value={form.sortText}
            onValue={(v) => set('sortText', v)}
          />
          <Checkbox checked={form.required} onChange={(e) => set('required', e.target.checked)}>
            {t.required}
          </Checkbox>
        </div>

        <fieldset className={styles.choiceEditor}>
          <legend className={styles.legend}>{t.choices}</legend>
          <p className={styles.hint}>{t.deltaHint}</p>
          <ol className={styles.choiceRows}>
            {form.choices.map((choice, index) => {
              const name = choice.label.trim() || `${t.choices}${index + 1}`;
              return (
                <li key={choice.key} className={styles.choiceRow}>
                  <TextInputField
                    label={t.choiceLabel(index + 1)}
                    placeholder={t.choicePlaceholder}
                    value={choice.label}
                    maxLength={40}
                    onValue={(v) => setChoice(choice.key, { label: v })}
                  />
                  <TextInputField
                    label={t.choiceDelta(index + 1)}
                    inputMode="numeric"
                    value={choice.deltaText}
                    onValue={(v) => setChoice(choice.key, { deltaText: v })}
                  />
                  <div className={styles.choiceFlags}>
                    <Checkbox
                      checked={choice.isDefault}
                      onChange={(e) => set('choices', setDefault(form, choice.key, e.target.checked))}
                      aria-label={`${name}を${t.isDefault}`}
                    >
                      {t.isDefault}
                    </Checkbox>
                    <Checkbox
                      checked={choice.soldOut}
                      onChange={(e) => setChoice(choice.key, { soldOut: e.target.checked })}
                      aria-label={`${name}を${t.soldOut}`}
                    >
                      {t.soldOut}
                    </Checkbox>
                    <Checkbox
                      checked={choice.planCharged}
                      onChange={(e) => setChoice(choice.key, { planCharged: e.target.checked })}
                      aria-label={`${name}を${t.planCharged}`}
                    >
                      {t.planCharged}
                    </Checkbox>
                  </div>
                  <div className={styles.choiceMoves}>
                    <Button
                      variant="ghost"
                      disabled={index === 0}
                      aria-label={t.moveUp(name)}
                      onClick={() => set('choices', moveChoice(form.choices, choice.key, -1))}
                    >
                      ↑
                    </Button>
                    <Button
                      variant="ghost"
                      disabled={index === form.choices.length - 1}
                      aria-label={t.moveDown(name)}
                      onClick={() => set('choices', moveChoice(form.choices, choice.key, 1))}
                    >
                      ↓
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={t.removeChoice(name)}
                      onClick={() =>
                        set(
                          'choices',
                          form.choices.filter((c) => c.key !== choice.key),
                        )
                      }
                    >
                      ✕
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
          <Button variant="secondary" onClick={() => set('choices', [...form.choices, emptyChoice()])}>
            {t.addChoice}
          </Button>
        </fieldset>

        <Attachments
          form={form}
          menus={menus}
          items={items}
          onChange={(menuIds, itemIds) => setForm((f) => ({ ...f, menuIds, itemIds }))}
        />

        {problems.length > 0 && (
          <ul className={styles.problems} aria-live="polite">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        {error && <Alert tone="error">{error}</Alert>}
        <div className={styles.modalActions}>
          <Button variant="secondary" onClick={() => onClose(false)} disabled={busy}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={problems.length > 0} loading={busy}>
            {t.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

interface AttachmentsProps {
  form: GroupForm;
  menus: readonly Menu[];
  items: readonly MenuItem[];
  onChange: (menuIds: number[], itemIds: number[]) => void;
}

/** Which genres (every item of them) and which single items show the group; items filtered by name, by genre. */
function Attachments({ form, menus, items, onChange }: AttachmentsProps) {
  const t = useText(adminText).optionGroups;
  const [filter, setFilter] = useState('');
  const toggle = (list: readonly number[], id: number, on: boolean) =>
    on ? [...list, id].sort((a, b) => a - b) : list.filter((x) => x !== id);
  const shown = useMemo(() => {
    const word = filter.trim();
    return menus
      .map((menu) => ({
        menu,
        items: items.filter(
          (i) => i.menu_id === menu.id && (word === '' || labelPlainText(i.label).includes(word) || i.name.includes(word)),
        ),
      }))
      .filter((g) => g.items.length > 0);
  }, [menus, items, filter]);
  return (
    <fieldset className={styles.choiceEditor}>
      <legend className={styles.legend}>{t.attachTitle}</legend>
      <p className={styles.subLegend}>{t.genres}</p>
      <div className={styles.checkGrid}>
        {menus.map((menu) => (
          <Checkbox
            key={menu.id}
            checked={form.menuIds.includes(menu.id)}
            onChange={(e) => onChange(toggle(form.menuIds, menu.id, e.target.checked), form.itemIds)}
          >
            {menu.label}
          </Checkbox>
        ))}
      </div>
      <p className={styles.subLegend}>{t.items}</p>
      <TextInputField label={t.itemFilter} value={filter} onValue={setFilter} />
      <div className={styles.itemGroups}>
        {shown.map(({ menu, items: inGenre }) => (
          <div key={menu.id}>
            <p className={styles.genreName}>{menu.label}</p>
            <div className={styles.checkGrid}>
              {inGenre.map((item) => (
                <Checkbox
                  key={item.id}
                  checked={form.itemIds.includes(item.id)}
                  onChange={(e) => onChange(form.menuIds, toggle(form.itemIds, item.id, e.target.checked))}
                >
                  {labelPlainText(item.label)}
                </Checkbox>
              ))}
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
