import { labelPlainText } from '@contract/label-text';
import type { Station, StationRoutesResponse } from '@contract/stations';
import { useCallback } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { adminText } from '@/i18n/admin';
import { text } from '@/i18n/catalog';
import { useText } from '@/i18n/use-text';
import { showToast } from '@/lib/toast-store';
import { deleteStation } from '../../api/stations.api';
import { useSubmit } from '../../lib/use-submit';
import styles from './stations.module.css';

export interface DeleteStationModalProps {
  station: Station;
  /** Where genres and items go now; null while not loaded (the modal then says nothing of them). */
  routes: StationRoutesResponse | null;
  onClose: (deleted: boolean) => void;
}

const joined = (labels: string[]) => labels.join('、');

/** Asks before removing a station, naming the genres and items that will then go to none. */
export function DeleteStationModal({ station, routes, onClose }: DeleteStationModalProps) {
  const admin = useText(adminText).stations;
  const genres = routes?.menus.filter((m) => m.station_id === station.id).map((m) => m.label) ?? [];
  const items = routes?.items.filter((i) => i.station_id === station.id).map((i) => labelPlainText(i.label)) ?? [];

  const remove = useSubmit(
    useCallback(async () => {
      await deleteStation(station.id);
      showToast(text(adminText).stations.deleted(station.name), 'success');
      onClose(true);
    }, [station, onClose]),
  );

  return (
    <Modal
      open
      title={admin.confirm.title(station.name)}
      onClose={() => onClose(false)}
      dismissible={!remove.saving}
      footer={
        <>
          <Button variant="secondary" onClick={() => onClose(false)} disabled={remove.saving}>
            {admin.confirm.cancel}
          </Button>
          <Button variant="danger" onClick={() => void remove.run()} loading={remove.saving}>
            {admin.confirm.submit}
          </Button>
        </>
      }
    >
      <div className={styles.confirm}>
        {routes && genres.length === 0 && items.length === 0 && <p>{admin.confirm.nothingRouted}</p>}
        {genres.length > 0 && <p>{admin.confirm.genres(joined(genres))}</p>}
        {items.length > 0 && <p>{admin.confirm.items(joined(items))}</p>}
        <p className={styles.hint}>{admin.confirm.ordered}</p>
        {remove.error && <Alert tone="error">{remove.error}</Alert>}
      </div>
    </Modal>
  );
}
