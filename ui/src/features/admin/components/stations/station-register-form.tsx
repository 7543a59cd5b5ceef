import { useCallback, useState } from 'react';
import { adminText } from '@/i18n/admin';
import { text } from '@/i18n/catalog';
import { useText } from '@/i18n/use-text';
import { showToast } from '@/lib/toast-store';
import { createStation } from '../../api/stations.api';
import { useSubmit } from '../../lib/use-submit';
import { RegisterCard } from '../shared/register-card';
import grid from '../shell/form-grid.module.css';
import { StationFields } from './station-fields';
import { stationFormValues, useStationForm } from './use-station-form';

export interface StationRegisterFormProps {
  /** The sort order a station gets when it is left blank: after the last one. */
  nextSortOrder: number;
  onSaved: () => void;
}

/** The register card: a name, and the minutes prefilled with the box's defaults (10 and 20). */
export function StationRegisterForm({ nextSortOrder, onSaved }: StationRegisterFormProps) {
  const admin = useText(adminText);
  const [initial] = useState(() => stationFormValues());
  const form = useStationForm(initial);
  const { values, minutes, sortOrder, reset } = form;

  const save = useSubmit(
    useCallback(async () => {
      if (!minutes) return;
      await createStation({
        name: values.name.trim(),
        sort_order: sortOrder ?? nextSortOrder,
        warn_minutes: minutes.warn,
        late_minutes: minutes.late,
      });
      showToast(text(adminText).stations.created, 'success');
      reset();
      onSaved();
    }, [values.name, sortOrder, nextSortOrder, minutes, reset, onSaved]),
  );

  return (
    <RegisterCard ready={form.ready} save={save}>
      <StationFields form={form} sortHint={admin.stations.sortOrderHint} fullClass={grid.full} />
    </RegisterCard>
  );
}
