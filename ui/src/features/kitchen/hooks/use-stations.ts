import type { Station } from '@contract/stations';
import { useCallback, useEffect, useState } from 'react';
import { fetchStations } from '../api/kitchen-api';
import { kitchenFailure } from './kitchen-errors';

export interface StationsState {
  stations: Station[] | null;
  error: string | null;
  reload: () => void;
}

/** The active stations, loaded when the display opens and again when the cooks change station. */
export function useStations(): StationsState {
  const [stations, setStations] = useState<Station[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(() => {
    fetchStations().then(
      (list) => {
        setStations(list);
        setError(null);
      },
      (e: unknown) => {
        const message = kitchenFailure(e);
        if (message) setError(message);
      },
    );
  }, []);
  useEffect(() => reload(), [reload]);
  return { stations, error, reload };
}
