import type { SessionCover, TableSession } from '@contract/table-sessions';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { showToast } from '@/lib/toast-store';
import { setCoverWaived } from '../../api/staff-api';
import { staffFailure } from '../../hooks/staff-errors';

export interface CoverToggleProps {
  session: TableSession;
  cover: SessionCover;
  /** The visit as the box answered it, with its new total. */
  onChanged: (session: TableSession) => void;
}

/** お通しを免除 (サービス) or お通しを戻す, on an open visit's cover line. */
export function CoverToggle({ session, cover, onChanged }: CoverToggleProps) {
  const t = useText(staffText).detail;
  const [saving, setSaving] = useState(false);
  const waive = !cover.waived;

  const toggle = async () => {
    setSaving(true);
    try {
      const updated = await setCoverWaived(session.id, waive);
      const table = updated.diningTables.label;
      showToast(waive ? t.coverWaivedDone(table, cover.label) : t.coverChargedDone(table, cover.label), 'success');
      onChanged(updated);
    } catch (e) {
      const message = staffFailure(e);
      if (message) showToast(message, 'error');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Button variant={waive ? 'secondary' : 'ghost'} onClick={toggle} loading={saving}>
      {waive ? t.waiveCover(cover.label) : t.chargeCover(cover.label)}
    </Button>
  );
}
