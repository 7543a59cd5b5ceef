import { Spinner } from '@/components/ui/spinner';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import styles from './upload-progress.module.css';

/**
 * Where a photo upload stands: a bar while the bytes go up, then a spinner while the box checks
 * and resizes the picture. `fraction` null means nothing is uploading.
 */
export function UploadProgress({ fraction }: { fraction: number | null }) {
  const admin = useText(adminText);
  if (fraction === null) return null;
  const percent = Math.round(fraction * 100);
  const processing = percent >= 100;
  return (
    <div className={styles.wrap} role="status">
      {processing ? (
        <>
          <Spinner size="sm" decorative />
          <span>{admin.menuItems.processing}</span>
        </>
      ) : (
        <>
          <progress className={styles.bar} max={100} value={percent} aria-label={admin.menuItems.uploading(percent)} />
          <span>{admin.menuItems.uploading(percent)}</span>
        </>
      )}
    </div>
  );
}
