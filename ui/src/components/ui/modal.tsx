import { type ReactNode, useEffect, useId, useRef } from 'react';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'md' | 'wide';
  /** False while a call runs or when an answer is required: Escape and the backdrop do nothing. */
  dismissible?: boolean;
}

/**
 * A modal dialog on the native <dialog>: the browser traps focus, makes the page inert and
 * returns focus to the opener on close.
 */
export function Modal({ open, onClose, title, children, footer, size = 'md', dismissible = true }: ModalProps) {
  const app = useText(appText);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the keyboard way out (onCancel); a backdrop has no key
    <dialog
      ref={ref}
      className={[styles.dialog, size === 'wide' ? styles.wide : undefined].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: React state decides whether the dialog closes.
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClick={(event) => {
        // A click whose target is the dialog itself landed on the backdrop.
        if (dismissible && event.target === event.currentTarget) onClose();
      }}
    >
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {dismissible && (
          <button type="button" className={styles.close} onClick={onClose} aria-label={app.common.close}>
            ×
          </button>
        )}
      </header>
      <div className={styles.body}>{children}</div>
      {footer && <footer className={styles.footer}>{footer}</footer>}
    </dialog>
  );
}
