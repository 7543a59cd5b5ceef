import { GUEST_COUNT_MAX } from '@contract/constants';
import type { TableSession } from '@contract/table-sessions';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { showToast } from '@/lib/toast-store';
import { setGuestCount } from '../../api/staff-api';
import { staffFailure } from '../../hooks/staff-errors';
import styles from './table-ops.module.css';

export interface GuestCountProps {
  session: TableSession;
  onChanged: (session: TableSession) => void;
}

/** How many guests sit at the visit, with a stepper to correct it. */
export function GuestCount({ session, onChanged }: GuestCountProps) {
  const t = useText(staffText).tableOps;
  const [editing, setEditing] = useState(false);
  const [count, setCount] = useState(session.guest_count ?? 1);
  const [saving, setSaving] = useState(false);

  const start = () => {
    setCount(session.guest_count ?? 1);
    setEditing(true);
  };

  const save = async () => {
    setSaving(true);
    try {
      const updated = await setGuestCount(session.id, count);
      showToast(t.guestsSaved(updated.diningTables.label, count), 'success');
      setEditing(false);
      onChanged(updated);
    } catch (e) {
      const message = staffFailure(e);
      if (message) showToast(message, 'error');
    } finally {
      setSaving(false);
    }
  };

  if (!editing) {
    return (
      <div className={styles.guests}>
        <span className={styles.guestsLabel}>{t.guests}</span>
        <strong className={styles.guestsValue} data-testid="guest-count">
          {t.guestsValue(session.guest_count)}
        </strong>
        <Button variant="secondary" onClick={start}>
          {t.guestsEdit}
        </Button>
      </div>
    );
  }
  return (
    <fieldset className={styles.guestsEdit} disabled={saving}>
      <legend className={styles.guestsLabel}>{t.guestsLabel}</legend>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.step}
          aria-label={t.fewerGuests}
          disabled={count <= 1}
          onClick={() => setCount(count - 1)}
        >
          −
        </button>
        <output className={styles.stepValue} aria-live="polite">
          {t.guestsValue(count)}
        </output>
        <button
          type="button"
          className={styles.step}
          aria-label={t.moreGuests}
          disabled={count >= GUEST_COUNT_MAX}
          onClick={() => setCount(count + 1)}
        >
          ＋
        </button>
      </div>
      <div className={styles.editActions}>
        <Button variant="ghost" onClick={() => setEditing(false)} disabled={saving}>
          {t.guestsCancel}
        </Button>
        <Button onClick={save} loading={saving}>
          {t.guestsSave}
        </Button>
      </div>
    </fieldset>
  );
}
