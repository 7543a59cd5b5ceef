import { dismissToast, useToasts } from '@/lib/toast-store';
import { Alert } from './alert';
import styles from './toaster.module.css';

/** Renders the messages raised with showToast(); mounted once by the app shell. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div className={styles.region}>
      {toasts.map((toast) => (
        <Alert key={toast.id} tone={toast.tone} className={styles.toast} onDismiss={() => dismissToast(toast.id)}>
          {toast.message}
          {toast.action && (
            <button
              type="button"
              className={styles.action}
              aria-label={toast.action.name}
              onClick={() => {
                dismissToast(toast.id);
                toast.action?.run();
              }}
            >
              {toast.action.label}
            </button>
          )}
        </Alert>
      ))}
    </div>
  );
}
