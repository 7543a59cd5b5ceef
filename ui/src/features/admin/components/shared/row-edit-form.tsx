import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import rows from '../shell/rows.module.css';
import { type SaveState, submitWhenReady } from './save-form';

export interface RowEditFormProps {
  /** The record's name, for the form's label ('…を編集中'). */
  name: string;
  /** Every required field is filled: the update button is enabled. */
  ready: boolean;
  save: SaveState;
  onCancel: () => void;
  /** Left of the buttons, e.g. upload progress. */
  beside?: ReactNode;
  /** The screen's fields. */
  children: ReactNode;
}

/** A list row turned into a form (SPEC.md section 4): the fields, the box's message, cancel and update. */
export function RowEditForm({ name, ready, save, onCancel, beside, children }: RowEditFormProps) {
  const admin = useText(adminText);
  return (
    <li className={rows.editing}>
      <form className={rows.editGrid} onSubmit={submitWhenReady(ready, save)} aria-label={admin.common.editing(name)}>
        {children}
        {save.error && (
          <Alert tone="error" className={rows.full}>
            {save.error}
          </Alert>
        )}
        <div className={rows.editActions}>
          {beside}
          <Button variant="secondary" onClick={onCancel} disabled={save.saving}>
            {admin.common.cancel}
          </Button>
          <Button type="submit" disabled={!ready} loading={save.saving}>
            {admin.common.update}
          </Button>
        </div>
      </form>
    </li>
  );
}
