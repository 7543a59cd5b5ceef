import type { MenuTextLocale } from '@contract/menu-text';
import type { MenuTextEntry, MenuTranslationSaveResponse } from '@contract/menu-translations';
import { useCallback, useState } from 'react';
import { saveMenuTranslation } from '../../api/menu-translations.api';
import { useSubmit } from '../../lib/use-submit';
import { draftChanged, draftOf, followSaved, hasDescription, saveBodyOf, type TranslationDraft } from './translation-draft';

export interface TranslationDraftState {
  draft: TranslationDraft;
  edit: (change: Partial<TranslationDraft>) => void;
  withDescription: boolean;
  changed: boolean;
  save: () => void;
  saving: boolean;
  /** The box's Japanese message of the last failed save. */
  error: string | null;
  /** Saved, and not edited since. */
  justSaved: boolean;
}

/**
 * One row's text in one language, as typed. When the box's text changes under it (a CSV import)
 * an untouched draft follows; one being typed is kept.
 */
export function useTranslationDraft(
  entry: MenuTextEntry,
  locale: MenuTextLocale,
  onSaved: (response: MenuTranslationSaveResponse) => void,
): TranslationDraftState {
  const current = entry.translations[locale];
  const withDescription = hasDescription(entry, locale);
  const [state, setState] = useState({ from: current, draft: draftOf(current), justSaved: false });
  if (state.from !== current) {
    const next = followSaved(state.from, current, state.draft, withDescription);
    setState({ from: current, draft: next.draft, justSaved: state.justSaved && next.same });
  }
  const submit = useSubmit(
    useCallback(
      async (body: ReturnType<typeof saveBodyOf>) => {
        const response = await saveMenuTranslation(body);
        onSaved(response);
        setState((s) => ({ ...s, justSaved: true }));
      },
      [onSaved],
    ),
  );
  const { clearError } = submit;
  const edit = useCallback(
    (change: Partial<TranslationDraft>) => {
      clearError();
      setState((s) => ({ ...s, draft: { ...s.draft, ...change }, justSaved: false }));
    },
    [clearError],
  );
  const changed = draftChanged(current, state.draft, withDescription);
  return {
    draft: state.draft,
    edit,
    withDescription,
    changed,
    save: () => void submit.run(saveBodyOf(entry, locale, state.draft)),
    saving: submit.saving,
    error: submit.error,
    justSaved: state.justSaved && !changed,
  };
}
