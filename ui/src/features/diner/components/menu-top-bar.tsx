import { Emblem } from '@/components/ui/emblem';
import { dinerText } from '@/i18n/diner';
import { useText } from '@/i18n/use-text';
import { LanguageSwitch } from './language-switch';
import styles from './menu-top-bar.module.css';

export interface MenuTopBarProps {
  tableLabel: string;
  onStaffCall: () => void;
  onHistory: () => void;
  /** スマホで注文: the visit's QR code for guests' own phones. */
  onPhoneJoin: () => void;
  onCheckout: () => void;
  staffCallDisabled: boolean;
}

/** Table label on the left; staff call, what was ordered and the bill on the right, always in reach. */
export function MenuTopBar({ tableLabel, onStaffCall, onHistory, onPhoneJoin, onCheckout, staffCallDisabled }: MenuTopBarProps) {
  const diner = useText(dinerText);
  return (
    <header className={styles.bar}>
      <div className={styles.table}>
        <Emblem size={40} className={styles.emblem} />
        <p className={styles.label}>
          <span className={styles.caption}>{diner.topBar.table}</span>
          <span className={styles.name} data-testid="table-label" data-menu-text="">
            {tableLabel}
          </span>
        </p>
      </div>
      <LanguageSwitch tone="dark" className={styles.language} />
      <div className={styles.actions}>
        <button type="button" className={styles.staffCall} onClick={onStaffCall} disabled={staffCallDisabled}>
          <BellIcon />
          {diner.topBar.staffCall}
        </button>
        <button type="button" className={styles.phoneJoin} onClick={onPhoneJoin} aria-label={diner.guest.phoneButton}>
          <PhoneIcon />
          <span className={styles.phoneJoinText}>{diner.guest.phoneButton}</span>
        </button>
        <button type="button" className={styles.history} onClick={onHistory}>
          <ListIcon />
          {diner.topBar.history}
        </button>
        <button type="button" className={styles.checkout} onClick={onCheckout}>
          <ReceiptIcon />
          {diner.topBar.checkout}
        </button>
      </div>
    </header>
  );
}

function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 3a6 6 0 0 0-6 6v3.6L4.3 15.4A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.6L18 12.6V9a6 6 0 0 0-6-6zm-2.2 15.5a2.3 2.3 0 0 0 4.4 0z"
        fill="currentColor"
      />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M8 1.5h8A1.5 1.5 0 0 1 17.5 3v18a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 21V3A1.5 1.5 0 0 1 8 1.5zm.5 3v13h7v-13zm2.5 15v1.4h2v-1.4z"
        fill="currentColor"
        fillRule="evenodd"
      />
    </svg>
  );
}

function ListIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 5.2h2.4v2.4H4zm4.4.2H20v2H8.4zM4 10.8h2.4v2.4H4zm4.4.2H20v2H8.4zM4 16.4h2.4v2.4H4zm4.4.2H20v2H8.4z"
        fill="currentColor"
      />
    </svg>
  );
}

function ReceiptIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6 2.5h12a1 1 0 0 1 1 1v17.2a.5.5 0 0 1-.8.4L16 19.5l-2 1.6-2-1.6-2 1.6-2-1.6-2.2 1.6a.5.5 0 0 1-.8-.4V3.5a1 1 0 0 1 1-1zM8.5 7.5h7v1.6h-7zm0 4h7v1.6h-7z"
        fill="currentColor"
        fillRule="evenodd"
      />
    </svg>
  );
}
