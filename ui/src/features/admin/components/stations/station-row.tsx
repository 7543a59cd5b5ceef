import type { Station } from '@contract/stations';
import { useCallback, useState } from 'react';
import { adminText } from '@/i18n/admin';
import { text } from '@/i18n/catalog';
import { useText } from '@/i18n/use-text';
import { showToast } from '@/lib/toast-store';
import { updateStation } from '../../api/stations.api';
import { useSubmit } from '../../lib/use-submit';
import { RowActions, RowButton } from '../shared/row-actions';
import { RowEditForm } from '../shared/row-edit-form';
import rows from '../shell/rows.module.css';
import { MinutesNote } from './minutes-note';
import { StationFields } from './station-fields';
import styles from './stations.module.css';
import { stationFormValues, useStationForm } from './use-station-form';

export interface StationRowProps {
  station: Station;
  onEdit: () => void;
  onDelete: () => void;
}

export function StationRow({ station, onEdit, onDelete }: StationRowProps) {
  const admin = useText(adminText);
  return (
    <li className={[rows.row, styles.stationRow].join(' ')}>
      <span className={[rows.stack, styles.names].join(' ')}>
        <span className={rows.strong}>{station.name}</span>
        <MinutesNote warn={station.warn_minutes} late={station.late_minutes} />
      </span>
      <span className={[rows.muted, styles.order].join(' ')}>{admin.stations.order(station.sort_order)}</span>
      <RowActions className={styles.action}>
        <RowButton name={station.name} label={admin.common.edit} onClick={onEdit} />
        <RowButton name={station.name} label={admin.stations.delete} onClick={onDelete} />
      </RowActions>
    </li>
  );
}

/** The row as a form: cancel or a successful update closes it. */
export function StationEditForm({ station, onDone }: { station: Station; onDone: (saved: boolean) => void }) {
  const [initial] = useState(() => stationFormValues(station));
  const form = useStationForm(initial);
  const { values, minutes, sortOrder } = form;

  const save = useSubmit(
    useCallback(async () => {
      if (!minutes) return;
      await updateStation({
        id: station.id,
        name: values.name.trim(),
        sort_order: sortOrder ?? undefined,
        warn_minutes: minutes.warn,
        late_minutes: minutes.late,
      });
      showToast(text(adminText).stations.updated, 'success');
      onDone(true);
    }, [station.id, values.name, sortOrder, minutes, onDone]),
  );

  return (
    <RowEditForm name={station.name} ready={form.ready} save={save} onCancel={() => onDone(false)}>
      <StationFields form={form} fullClass={rows.full} />
    </RowEditForm>
  );
}
