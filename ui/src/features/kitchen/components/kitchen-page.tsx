import type { Station } from '@contract/stations';
import { useCallback, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { appText } from '@/i18n/app';
import { kitchenText } from '@/i18n/kitchen';
import { useText } from '@/i18n/use-text';
import { playKitchenSoundCheck } from '@/lib/sounds/kitchen-sounds';
import { useSoundUnlock } from '@/lib/sounds/use-sound-unlock';
import { useStations } from '../hooks/use-stations';
import { chosenStation, readStationChoice, saveStationChoice } from '../model/station-choice';
import { KitchenBoard } from './kitchen-board';
import { KitchenNav } from './kitchen-nav';
import { KitchenShell } from './kitchen-shell';
import { StationPicker } from './station-picker';

/**
 * /kitchen: the display of the station this device shows (chosen once, remembered on the
 * device), or the choice of one when none is chosen, the chosen one was removed, or the cooks
 * asked to change it.
 */
export function KitchenPage() {
  const app = useText(appText);
  const kitchen = useText(kitchenText);
  // Any tap unlocks sound, the tap that picks the station too.
  const sound = useSoundUnlock(playKitchenSoundCheck);
  const { stations, error, reload } = useStations();
  const [chosenId, setChosenId] = useState(readStationChoice);
  const [picking, setPicking] = useState(false);
  const station = stations ? chosenStation(stations, chosenId) : null;

  const pick = (s: Station) => {
    saveStationChoice(s.id);
    setChosenId(s.id);
    setPicking(false);
  };
  const gone = useCallback(() => {
    saveStationChoice(null);
    setChosenId(null);
    reload();
  }, [reload]);
  const change = () => {
    reload();
    setPicking(true);
  };

  if (station && !picking) {
    return <KitchenBoard key={station.id} station={station} sound={sound} onChangeStation={change} onStationGone={gone} />;
  }
  return (
    <KitchenShell
      pageTitle={kitchen.title}
      actions={
        <>
          <KitchenNav />
          {station && (
            <Button variant="secondary" onClick={() => setPicking(false)}>
              {app.common.back}
            </Button>
          )}
        </>
      }
    >
      {error && <Alert tone="error">{error}</Alert>}
      {stations ? <StationPicker stations={stations} currentId={station?.id ?? null} onPick={pick} /> : !error && <PageSpinner />}
    </KitchenShell>
  );
}
