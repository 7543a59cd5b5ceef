import { useCallback, useState } from 'react';
import { adminText } from '@/i18n/admin';
import { text } from '@/i18n/catalog';
import { errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { saveMenuItem } from '../../api/menu-items.api';
import { savePlanTerms } from '../../api/plan-terms.api';
import { type Submit, useSubmit } from '../../lib/use-submit';
import type { ItemForm } from './use-item-form';

export interface ItemSave extends Submit<[]> {
  /** Upload progress 0..1 while a photo goes up, else null. */
  progress: number | null;
}

/**
 * Sends the item form (multipart, with upload progress when a photo is attached), then its plan
 * terms when the owner changed them (a new item's once the box has given it its id).
 */
export function useItemSave(form: ItemForm, onSaved: () => void): ItemSave {
  const [progress, setProgress] = useState<number | null>(null);
  const { draft, planSave } = form;
  const submit = useSubmit(
    useCallback(async () => {
      const body = draft();
      const plan = planSave();
      if (body.image) setProgress(0);
      let saved: Awaited<ReturnType<typeof saveMenuItem>>;
      try {
        saved = await saveMenuItem(body, { onProgress: body.image ? setProgress : undefined });
      } finally {
        setProgress(null);
      }
      if (plan) {
        try {
          await savePlanTerms(saved.menuItem.id, plan.terms, plan.itemIds);
        } catch (failure) {
          // An edit stays open with the box's message; a new item exists now, so the card moves on.
          if (body.edit) throw failure;
          showToast(text(adminText).plans.planFailed(errorMessage(failure)), 'error');
        }
      }
      onSaved();
    }, [draft, planSave, onSaved]),
  );
  return { ...submit, progress };
}
