import type { Station } from '@contract/stations';
import { useState } from 'react';
import { selectClass } from '../form/field';

export interface RouteSelectProps {
  /** The accessible name ('フードのステーション'). */
  label: string;
  value: number | null;
  stations: readonly Station[];
  /** The first option, standing for null ('未設定'); without it the select always names a station. */
  noneOption?: string;
  /** Saves the choice; the select waits, disabled, until the box has answered. */
  onChoose: (stationId: number | null) => Promise<unknown>;
  className?: string;
}

/** A station picker that saves as soon as a station is chosen. */
export function RouteSelect({ label, value, stations, noneOption, onChoose, className }: RouteSelectProps) {
  const [saving, setSaving] = useState(false);
  async function choose(raw: string) {
    setSaving(true);
    try {
      await onChoose(raw === '' ? null : Number(raw));
    } finally {
      setSaving(false);
    }
  }
  return (
    <select
      className={[selectClass, className].filter(Boolean).join(' ')}
      aria-label={label}
      aria-busy={saving || undefined}
      disabled={saving}
      value={value ?? ''}
      onChange={(e) => void choose(e.target.value)}
    >
      {noneOption !== undefined && <option value="">{noneOption}</option>}
      {stations.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </select>
  );
}
