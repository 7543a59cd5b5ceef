import { labelPlainText } from '@contract/label-text';
import type { Station, StationRoutesResponse } from '@contract/stations';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import { selectClass } from '../form/field';
import styles from './stations.module.css';

type RouteItem = StationRoutesResponse['items'][number];

export interface ItemOverrideFormProps {
  genre: string;
  /** The genre's items that follow it now. */
  items: readonly RouteItem[];
  stations: readonly Station[];
  /** Saves the override (true once saved; a refusal is shown by the caller). */
  onAdd: (item: RouteItem, stationId: number) => Promise<boolean>;
  onClose: () => void;
}

/** Sends one item of a genre to another station: choose the item and the station, then 追加. */
export function ItemOverrideForm({ genre, items, stations, onAdd, onClose }: ItemOverrideFormProps) {
  const admin = useText(adminText);
  const text = admin.stations.routes;
  const [itemId, setItemId] = useState('');
  const [stationId, setStationId] = useState('');
  const [saving, setSaving] = useState(false);
  const item = items.find((i) => String(i.id) === itemId);
  const ready = item !== undefined && stationId !== '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!item || stationId === '') return;
    setSaving(true);
    const saved = await onAdd(item, Number(stationId));
    setSaving(false);
    // A refusal keeps the form for another try.
    if (saved) onClose();
  }

  return (
    <form className={styles.addForm} onSubmit={submit} aria-label={`${genre} ${text.addOverride}`}>
      <select className={selectClass} aria-label={text.itemOf(genre)} value={itemId} onChange={(e) => setItemId(e.target.value)}>
        <option value="">{text.chooseItem}</option>
        {items.map((i) => (
          <option key={i.id} value={i.id}>
            {labelPlainText(i.label)}
          </option>
        ))}
      </select>
      <select
        className={selectClass}
        aria-label={text.chooseStation}
        value={stationId}
        onChange={(e) => setStationId(e.target.value)}
      >
        <option value="">{text.chooseStation}</option>
        {stations.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
      <div className={styles.addActions}>
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          {admin.common.cancel}
        </Button>
        <Button type="submit" disabled={!ready} loading={saving}>
          {text.add}
        </Button>
      </div>
    </form>
  );
}
