import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import styles from './spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** 'inherit' takes the text colour, for spinners inside buttons. */
  tone?: 'accent' | 'inherit';
  label?: string;
  /** Hidden from screen readers where the surrounding control already says it is busy. */
  decorative?: boolean;
}

export function Spinner({ size = 'md', tone = 'accent', label, decorative = false }: SpinnerProps) {
  const app = useText(appText);
  const className = [styles.spinner, styles[size], tone === 'inherit' ? styles.inherit : undefined].filter(Boolean).join(' ');
  if (decorative) return <span aria-hidden="true" className={className} />;
  return (
    <span role="status" className={className}>
      <span className="visually-hidden">{label ?? app.common.loading}</span>
    </span>
  );
}

/** The whole content area waiting: first load, lazy screens. */
export function PageSpinner() {
  return (
    <div className={styles.page}>
      <Spinner size="lg" />
    </div>
  );
}
