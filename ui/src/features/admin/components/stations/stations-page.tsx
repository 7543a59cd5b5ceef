import type { Station } from '@contract/stations';
import { useCallback, useState } from 'react';
import { adminText } from '@/i18n/admin';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import { listStations } from '../../api/stations.api';
import { useAdminList } from '../../api/use-admin-list';
import { AdminPage, Card, CollapsibleCard } from '../shell/admin-page';
import { ListState } from '../shell/list-state';
import rows from '../shell/rows.module.css';
import { DeleteStationModal } from './delete-station-modal';
import { RoutesCard } from './routes-card';
import { StationRegisterForm } from './station-register-form';
import { StationEditForm, StationRow } from './station-row';
import styles from './stations.module.css';
import { UnroutedCard } from './unrouted-card';
import { useStationRoutes } from './use-station-routes';

/** /admin/stations: where orders are made (キッチン, 焼き場 ...), their age colours, and which genre goes where. */
export function StationsPage() {
  const admin = useText(adminText);
  const app = useText(appText);
  const list = useAdminList(listStations, null);
  const routes = useStationRoutes();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Station | null>(null);
  const [registerOpen, setRegisterOpen] = useState(false);
  const nextSortOrder = Math.max(0, ...(list.rows ?? []).map((s) => s.sort_order)) + 1;
  const { reload } = list;
  const closeDelete = useCallback(
    (deleted: boolean) => {
      setDeleting(null);
      if (!deleted) return;
      reload();
      routes.reload();
    },
    [reload, routes.reload],
  );

  return (
    <AdminPage title={app.titles.adminStations} lead={admin.stations.lead}>
      <CollapsibleCard title={admin.common.registerCard} open={registerOpen} onToggle={setRegisterOpen}>
        <StationRegisterForm nextSortOrder={nextSortOrder} onSaved={list.reload} />
      </CollapsibleCard>
      <Card title={admin.stations.listLabel} aside={list.rows && admin.common.count(list.rows.length)}>
        <ListState<Station> {...list} empty={admin.stations.empty} onRetry={list.reload}>
          {(stations) => (
            <ul className={[rows.list, styles.columns].join(' ')} aria-label={admin.stations.listLabel}>
              {stations.map((station) =>
                editingId === station.id ? (
                  <StationEditForm
                    key={station.id}
                    station={station}
                    onDone={(saved) => {
                      setEditingId(null);
                      if (saved) list.reload();
                    }}
                  />
                ) : (
                  <StationRow
                    key={station.id}
                    station={station}
                    onEdit={() => setEditingId(station.id)}
                    onDelete={() => setDeleting(station)}
                  />
                ),
              )}
            </ul>
          )}
        </ListState>
      </Card>
      <UnroutedCard stations={list.rows} routes={routes} />
      <RoutesCard stations={list.rows} routes={routes} />
      {deleting && <DeleteStationModal station={deleting} routes={routes.routes} onClose={closeDelete} />}
    </AdminPage>
  );
}
