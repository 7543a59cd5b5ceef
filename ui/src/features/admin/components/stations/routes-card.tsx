import { labelPlainText } from '@contract/label-text';
import type { Station, StationRoutesResponse } from '@contract/stations';
import { adminText } from '@/i18n/admin';
import { text } from '@/i18n/catalog';
import { useText } from '@/i18n/use-text';
import { errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import type { RouteTarget } from '../../api/stations.api';
import { Card } from '../shell/admin-page';
import { ListState } from '../shell/list-state';
import { GenreRoute } from './genre-route';
import styles from './stations.module.css';
import type { StationRoutes } from './use-station-routes';

type RouteMenu = StationRoutesResponse['menus'][number];

export interface RoutesCardProps {
  /** The active stations; null while they load. */
  stations: readonly Station[] | null;
  routes: StationRoutes;
}

/** 振り分け: every genre with its station, and the items of it sent to another one. Each choice is saved at once. */
export function RoutesCard({ stations, routes }: RoutesCardProps) {
  const admin = useText(adminText).stations.routes;
  const data = routes.routes;
  const nameOf = (id: number) => stations?.find((s) => s.id === id)?.name ?? '';

  async function save(target: RouteTarget, stationId: number | null, success: string): Promise<boolean> {
    try {
      await routes.route(target, stationId);
      showToast(success, 'success');
      return true;
    } catch (error) {
      showToast(errorMessage(error), 'error');
      return false;
    }
  }

  const messages = text(adminText).stations.routes;
  return (
    <Card title={admin.title}>
      <div className={styles.routesLead}>
        <p>{admin.lead}</p>
        <p className={styles.hint}>{admin.unassignedNote}</p>
      </div>
      {stations !== null && stations.length === 0 ? (
        <p className={styles.empty}>{admin.noStations}</p>
      ) : (
        <ListState<RouteMenu>
          rows={stations === null ? null : (data?.menus ?? null)}
          loading={routes.loading}
          failed={routes.failed}
          empty={admin.empty}
          onRetry={routes.reload}
        >
          {(menus) => (
            <ul className={styles.genres} aria-label={admin.listLabel}>
              {menus.map((menu) => (
                <GenreRoute
                  key={menu.id}
                  menu={menu}
                  items={data?.items.filter((i) => i.menu_id === menu.id) ?? []}
                  stations={stations ?? []}
                  onRouteGenre={(m, stationId) =>
                    save(
                      { menuId: m.id },
                      stationId,
                      stationId === null ? messages.unrouted(m.label) : messages.routed(m.label, nameOf(stationId)),
                    )
                  }
                  onRouteItem={(item, stationId) => {
                    const label = labelPlainText(item.label);
                    return save(
                      { menuItemId: item.id },
                      stationId,
                      stationId === null ? messages.overrideRemoved(label) : messages.routed(label, nameOf(stationId)),
                    );
                  }}
                />
              ))}
            </ul>
          )}
        </ListState>
      )}
    </Card>
  );
}
