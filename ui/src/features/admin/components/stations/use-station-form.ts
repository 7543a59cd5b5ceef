import { STATION_MINUTES } from '@contract/constants';
import type { Station } from '@contract/stations';
import { useCallback, useState } from 'react';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';

export interface StationFormValues {
  name: string;
  sortOrder: string;
  warn: string;
  late: string;
}

export interface StationForm {
  values: StationFormValues;
  set: (key: keyof StationFormValues, value: string) => void;
  reset: () => void;
  /** The field messages, shown as the owner types. */
  errors: { sortOrder: string | null; warn: string | null; late: string | null };
  /** The two minutes when both are valid and in order (for the plain explanation). */
  minutes: { warn: number; late: number } | null;
  /** The sort order typed, or null when left blank. */
  sortOrder: number | null;
  /** Name given and no field in error: the save button is enabled. */
  ready: boolean;
}

const INTEGER = /^-?\d+$/;

function toInt(text: string): number | null {
  const trimmed = text.trim();
  return INTEGER.test(trimmed) ? Number(trimmed) : null;
}

function toMinutes(text: string): number | null {
  const value = toInt(text);
  return value !== null && value >= STATION_MINUTES.min && value <= STATION_MINUTES.max ? value : null;
}

export function stationFormValues(station?: Station): StationFormValues {
  return {
    name: station?.name ?? '',
    sortOrder: station ? String(station.sort_order) : '',
    warn: String(station?.warn_minutes ?? STATION_MINUTES.defaultWarn),
    late: String(station?.late_minutes ?? STATION_MINUTES.defaultLate),
  };
}

/**
 * The fields of a station's register and edit forms, checked as the box checks them: minutes are
 * whole numbers from 1 to 240, and red comes after yellow.
 */
export function useStationForm(initial: StationFormValues): StationForm {
  const admin = useText(adminText).stations;
  const [values, setValues] = useState(initial);
  const warn = toMinutes(values.warn);
  const late = toMinutes(values.late);
  const sortOrder = toInt(values.sortOrder);
  const rangeMessage = admin.minutesInvalid(STATION_MINUTES.min, STATION_MINUTES.max);
  const errors = {
    sortOrder: values.sortOrder.trim() !== '' && sortOrder === null ? admin.sortOrderInvalid : null,
    warn: values.warn.trim() !== '' && warn === null ? rangeMessage : null,
    late:
      values.late.trim() !== '' && late === null
        ? rangeMessage
        : warn !== null && late !== null && late <= warn
          ? admin.lateNotAfterWarn
          : null,
  };
  const minutes = warn !== null && late !== null && late > warn ? { warn, late } : null;
  const set = useCallback((key: keyof StationFormValues, value: string) => setValues((v) => ({ ...v, [key]: value })), []);
  const reset = useCallback(() => setValues(initial), [initial]);
  return {
    values,
    set,
    reset,
    errors,
    minutes,
    sortOrder,
    ready: values.name.trim() !== '' && minutes !== null && errors.sortOrder === null,
  };
}
