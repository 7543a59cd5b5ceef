import { useCallback, useState } from 'react';
import { saveMenuItem } from '../../api/menu-items.api';
import { type Submit, useSubmit } from '../../lib/use-submit';
import type { ItemForm } from './use-item-form';

export interface ItemSave extends Submit<[]> {
  /** Upload progress 0..1 while a photo goes up, else null. */
  progress: number | null;
}

/** Sends the item form (multipart, with upload progress when a photo is attached). */
export function useItemSave(form: ItemForm, onSaved: () => void): ItemSave {
  const [progress, setProgress] = useState<number | null>(null);
  const draft = form.draft;
  const submit = useSubmit(
    useCallback(async () => {
      const body = draft();
      if (body.image) setProgress(0);
      try {
        await saveMenuItem(body, { onProgress: body.image ? setProgress : undefined });
      } finally {
        setProgress(null);
      }
      onSaved();
    }, [draft, onSaved]),
  );
  return { ...submit, progress };
}
