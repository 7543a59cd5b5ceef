import { GUEST_COUNT_MAX } from '@contract/constants';
import type { TableSession } from '@contract/table-sessions';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { showToast } from '@/lib/toast-store';
import { setGuestCount, setGuests } from '../../api/staff-api';
import { staffFailure } from '../../hooks/staff-errors';
import { guestsShown } from '../../model/guests';
import { CountStepper } from './count-stepper';
import styles from './table-ops.module.css';

export interface GuestCountProps {
  session: TableSession;
  onChanged: (session: TableSession) => void;
}

/** How many guests sit at the visit (大人3・子供1 once children are counted), with steppers to correct it. */
export function GuestCount({ session, onChanged }: GuestCountProps) {
  const t = useText(staffText).tableOps;
  const [editing, setEditing] = useState(false);
  const [count, setCount] = useState(session.guest_count ?? 1);
  const [children, setChildren] = useState(session.child_count ?? 0);
  const [saving, setSaving] = useState(false);

  const start = () => {
    setCount(session.guest_count ?? 1);
    setChildren(session.child_count ?? 0);
    setEditing(true);
  };

  const changeCount = (next: number) => {
    setCount(next);
    setChildren((c) => Math.min(c, next));
  };

  const save = async () => {
    setSaving(true);
    // Children are sent once counted (here or before), so a shop that never counts them keeps "4名".
    const withChildren = session.child_count !== null || children > 0;
    try {
      const updated = withChildren ? await setGuests(session.id, count, children) : await setGuestCount(session.id, count);
      const label = updated.diningTables.label;
      showToast(withChildren ? t.guestsSavedSplit(label, count - children, children) : t.guestsSaved(label, count), 'success');
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
          {guestsShown(session, t)}
        </strong>
        <Button variant="secondary" className={styles.nowrap} onClick={start}>
          {t.guestsEdit}
        </Button>
      </div>
    );
  }
  return (
    <fieldset className={styles.guestsEdit} disabled={saving}>
      <legend className="visually-hidden">{t.guestsLabel}</legend>
      <CountStepper
        legend={t.guests}
        value={count}
        shown={t.guestsValue(count)}
        fewerLabel={t.fewerGuests}
        moreLabel={t.moreGuests}
        canLower={count > 1}
        canRaise={count < GUEST_COUNT_MAX}
        onChange={changeCount}
      />
      <CountStepper
        legend={t.childrenLabel}
        value={children}
        shown={t.childrenValue(children)}
        fewerLabel={t.fewerChildren}
        moreLabel={t.moreChildren}
        canLower={children > 0}
        canRaise={children < count}
        onChange={setChildren}
      />
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
