import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';
import styles from './print-sheet.module.css';
import { useCloseOnEscape } from './use-close-on-escape';

export interface PrintSheetFrameProps {
  /** The heading's id, which names the dialog. */
  titleId: string;
  title: string;
  note: string;
  printLabel: string;
  closeLabel: string;
  /** Whether there is anything to print yet. */
  canPrint: boolean;
  /** Buttons between 印刷 and 閉じる (再発行). */
  actions?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A printable sheet over the page (the tablets' pairing codes, the tables' cards): its toolbar,
 * hidden on paper, with 印刷 and 閉じる, its heading and note, and Escape to close.
 */
export function PrintSheetFrame({
  titleId,
  title,
  note,
  printLabel,
  closeLabel,
  canPrint,
  actions,
  onClose,
  children,
}: PrintSheetFrameProps) {
  useCloseOnEscape(onClose);
  return createPortal(
    <div className={styles.sheet} role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className={styles.toolbar}>
        <Button onClick={() => window.print()} disabled={!canPrint}>
          {printLabel}
        </Button>
        {actions}
        <Button variant="secondary" onClick={onClose}>
          {closeLabel}
        </Button>
      </div>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <p className={styles.note}>{note}</p>
      </header>
      {children}
    </div>,
    document.body,
  );
}
