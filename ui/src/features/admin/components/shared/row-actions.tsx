import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import rows from '../shell/rows.module.css';

/** The right-hand cell of a list row, holding its buttons. */
export function RowActions({ className, children }: { className?: string; children?: ReactNode }) {
  return <span className={[rows.end, className].filter(Boolean).join(' ')}>{children}</span>;
}

export interface RowButtonProps {
  /** The row's record, so the button's accessible name says which one ('テーブル1 変更'). */
  name: string;
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

export function RowButton({ name, label, onClick, disabled }: RowButtonProps) {
  return (
    <Button variant="secondary" onClick={onClick} disabled={disabled} aria-label={`${name} ${label}`}>
      {label}
    </Button>
  );
}
