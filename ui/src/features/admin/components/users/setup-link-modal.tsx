import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { QrImage } from '@/components/ui/qr-image';
import { adminText } from '@/i18n/admin';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import styles from './setup-link-modal.module.css';

export interface SetupLinkModalProps {
  email: string;
  link: string;
  onClose: () => void;
}

/**
 * After an invitation: the password-setup link and its QR code, so the new admin can set a password
 * even when the shop's box cannot send mail (DESIGN.md: every mailed link can also be shown).
 */
export function SetupLinkModal({ email, link, onClose }: SetupLinkModalProps) {
  const app = useText(appText);
  const t = useText(adminText).users.setup;
  return (
    <Modal open onClose={onClose} title={t.title} footer={<Button onClick={onClose}>{t.close}</Button>}>
      <div className={styles.body}>
        <p className={styles.sent}>{app.success.passwordMailSent}</p>
        <p className={styles.email}>{email}</p>
        <p>{t.lead}</p>
        <div className={styles.code}>
          <QrImage text={link} size={200} label={t.title} />
          <div className={styles.meta}>
            <label className={styles.linkLabel}>
              {t.link}
              <input className={styles.link} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
            </label>
            <p className={styles.validity}>{t.validity}</p>
          </div>
        </div>
      </div>
    </Modal>
  );
}
