import { MENU_FLAG } from '@contract/constants';
import { labelPlainText } from '@contract/label-text';
import type { Station, StationRoutesResponse } from '@contract/stations';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import { StatusBadge } from '../shell/list-state';
import { ItemOverrideForm } from './item-override-form';
import { RouteSelect } from './route-select';
import styles from './stations.module.css';

type RouteMenu = StationRoutesResponse['menus'][number];
type RouteItem = StationRoutesResponse['items'][number];

export interface GenreRouteProps {
  menu: RouteMenu;
  /** The genre's items, in menu order. */
  items: readonly RouteItem[];
  stations: readonly Station[];
  /** Save at once; true once saved (a refusal is shown by the caller). */
  onRouteGenre: (menu: RouteMenu, stationId: number | null) => Promise<boolean>;
  onRouteItem: (item: RouteItem, stationId: number | null) => Promise<boolean>;
}

/** One genre: its station, the items sent elsewhere, and a way to send one more elsewhere. */
export function GenreRoute({ menu, items, stations, onRouteGenre, onRouteItem }: GenreRouteProps) {
  const admin = useText(adminText);
  const text = admin.stations.routes;
  const [adding, setAdding] = useState(false);
  const overrides = items.filter((i) => i.station_id !== null);
  const free = items.filter((i) => i.station_id === null);

  return (
    <li className={styles.genre}>
      <div className={styles.genreHead}>
        <span className={styles.genreName}>
          <span className={styles.genreLabel}>{menu.label}</span>
          {menu.flag === MENU_FLAG.stopped && <StatusBadge tone="off">{admin.menus.flags[menu.flag]}</StatusBadge>}
        </span>
        {!adding && free.length > 0 && (
          <Button
            variant="ghost"
            className={styles.addButton}
            aria-label={`${menu.label} ${text.addOverride}`}
            onClick={() => setAdding(true)}
          >
            {text.addOverride}
          </Button>
        )}
        <RouteSelect
          className={styles.genreSelect}
          label={text.stationOf(menu.label)}
          value={menu.station_id}
          stations={stations}
          noneOption={text.unassigned}
          onChoose={(stationId) => onRouteGenre(menu, stationId)}
        />
      </div>
      {(overrides.length > 0 || adding) && (
        <div className={styles.overrides}>
          {overrides.length > 0 && (
            <ul className={styles.overrideList} aria-label={text.overrides(menu.label)}>
              {overrides.map((item) => {
                const label = labelPlainText(item.label);
                return (
                  <li key={item.id} className={styles.override}>
                    <span className={styles.itemLabel}>{label}</span>
                    <RouteSelect
                      label={text.stationOf(label)}
                      value={item.station_id}
                      stations={stations}
                      onChoose={(stationId) => onRouteItem(item, stationId)}
                    />
                    <Button variant="ghost" aria-label={`${label} ${text.remove}`} onClick={() => void onRouteItem(item, null)}>
                      {text.remove}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          {adding && (
            <ItemOverrideForm
              genre={menu.label}
              items={free}
              stations={stations}
              onAdd={(item, stationId) => onRouteItem(item, stationId)}
              onClose={() => setAdding(false)}
            />
          )}
        </div>
      )}
    </li>
  );
}
