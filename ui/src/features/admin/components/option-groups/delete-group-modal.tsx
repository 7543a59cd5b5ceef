import type { OptionGroup } from '@contract/option-groups';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import { errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { deleteOptionGroup } from '../../api/option-groups.api';
import styles from './option-groups.module.css';

/** Deleting a group asks first; lines already ordered keep what they froze. */
export function DeleteGroupModal({ group, onClose }: { group: OptionGroup; onClose: (deleted: boolean) => void }) {
  const t = useText(adminText).optionGroups;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    setBusy(true);
    try {
      await deleteOptionGroup(group.id);
      showToast(t.deleted, 'success');
      onClose(true);
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };
  return (
    <Modal open onClose={() => onClose(false)} title={t.deleteTitle} dismissible={!busy}>
      <p>{t.deleteLead(group.label)}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <div className={styles.modalActions}>
        <Button variant="secondary" onClick={() => onClose(false)} disabled={busy}>
          {t.cancel}
        </Button>
        <Button variant="danger" onClick={remove} loading={busy}>
          {t.deleteConfirm}
        </Button>
      </div>
    </Modal>
  );
}
