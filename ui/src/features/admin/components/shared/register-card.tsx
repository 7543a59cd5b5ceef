import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import grid from '../shell/form-grid.module.css';
import { type SaveState, submitWhenReady } from './save-form';

export interface RegisterCardProps {
  /** Every required field is filled: the register button is enabled. */
  ready: boolean;
  save: SaveState;
  /** Left of the register button, e.g. upload progress. */
  beside?: ReactNode;
  /** The screen's fields. */
  children: ReactNode;
}

/** The register card's form: the screen's fields in the grid, the box's message, and '登録する'. */
export function RegisterCard({ ready, save, beside, children }: RegisterCardProps) {
  const admin = useText(adminText);
  return (
    <form className={grid.grid} onSubmit={submitWhenReady(ready, save)} aria-label={admin.common.registerCard}>
      {children}
      {save.error && (
        <Alert tone="error" className={grid.full}>
          {save.error}
        </Alert>
      )}
      <div className={grid.actions}>
        {beside}
        <Button type="submit" disabled={!ready} loading={save.saving}>
          {admin.common.register}
        </Button>
      </div>
    </form>
  );
}
