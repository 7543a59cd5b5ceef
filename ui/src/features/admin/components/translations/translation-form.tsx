import type { MenuTextLocale } from '@contract/menu-text';
import type { MenuTextEntry, MenuTranslationSaveResponse } from '@contract/menu-translations';
import { MENU_TEXT_LIMITS } from '@contract/menu-translations';
import { useEffect } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { adminText } from '@/i18n/admin';
import { LOCALE_NAMES } from '@/i18n/locale';
import { useText } from '@/i18n/use-text';
import { Checkbox } from '../form/checkbox';
import { Field, textAreaClass } from '../form/field';
import { TextInputField } from '../shared/text-input-field';
import styles from './translations.module.css';
import { useTranslationDraft } from './use-translation-draft';

export interface TranslationFormProps {
  entry: MenuTextEntry;
  locale: MenuTextLocale;
  onSaved: (response: MenuTranslationSaveResponse) => void;
  /** Told whether something is typed and not saved (and false when the row goes). */
  onDirty: (dirty: boolean) => void;
}

/** The row's right side: the name (and an item's description) in the chosen language, 確認済み, 保存. */
export function TranslationForm({ entry, locale, onSaved, onDirty }: TranslationFormProps) {
  const t = useText(adminText).translations;
  const state = useTranslationDraft(entry, locale, onSaved);
  const { changed } = state;
  useEffect(() => {
    onDirty(changed);
    return () => onDirty(false);
  }, [changed, onDirty]);
  const { draft, edit } = state;
  const language = LOCALE_NAMES[locale];
  const limits = MENU_TEXT_LIMITS[entry.kind];
  return (
    <form
      className={styles.target}
      onSubmit={(e) => {
        e.preventDefault();
        if (state.changed) state.save();
      }}
    >
      <TextInputField
        label={t.name(language)}
        value={draft.name}
        lang={locale}
        maxLength={limits.name}
        onValue={(name) => edit({ name })}
      />
      {state.withDescription && (
        <Field label={t.description(language)}>
          {(c) => (
            <textarea
              {...c}
              className={textAreaClass}
              rows={3}
              lang={locale}
              maxLength={limits.description}
              value={draft.description}
              onChange={(e) => edit({ description: e.target.value })}
            />
          )}
        </Field>
      )}
      <div className={styles.saveLine}>
        <Checkbox checked={draft.checked} onChange={(e) => edit({ checked: e.target.checked })}>
          {t.checked}
        </Checkbox>
        <span className={styles.saveStatus} role="status" data-saved={state.justSaved}>
          {state.justSaved ? t.saved : state.changed ? t.unsaved : ''}
        </span>
        <Button type="submit" disabled={!state.changed} loading={state.saving}>
          {t.save}
        </Button>
      </div>
      {state.error && <Alert tone="error">{state.error}</Alert>}
    </form>
  );
}
