import { accountText } from '@/i18n/account';
import { useText } from '@/i18n/use-text';
import styles from './profile.module.css';

/** The icon at SPEC.md's 110x110, or a plain silhouette when there is none. */
export function ProfileIcon({ src }: { src: string | null }) {
  const account = useText(accountText);
  if (src) return <img className={styles.icon} src={src} alt={account.profile.iconAlt} width={110} height={110} />;
  return (
    <span className={`${styles.icon} ${styles.empty}`} role="img" aria-label={account.profile.noIcon}>
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="24" r="12" fill="currentColor" />
        <path d="M10 58c2-12 11-19 22-19s20 7 22 19z" fill="currentColor" />
      </svg>
    </span>
  );
}
