import { labelPlainText } from '@contract/label-text';
import type { Station } from '@contract/stations';
import { adminText } from '@/i18n/admin';
import { text } from '@/i18n/catalog';
import { useText } from '@/i18n/use-text';
import { errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { Card } from '../shell/admin-page';
import { RouteSelect } from './route-select';
import styles from './unrouted.module.css';
import type { StationRoutes } from './use-station-routes';

export interface UnroutedCardProps {
  /** The active stations; null while they load. */
  stations: readonly Station[] | null;
  routes: StationRoutes;
}

/**
 * 既定のキッチン and what routes nowhere: the genres and items on sale whose orders would reach
 * no station, and the station such orders go to instead (none: only the staff board's 未設定).
 */
export function UnroutedCard({ stations, routes }: UnroutedCardProps) {
  const t = useText(adminText).unrouted;
  const data = routes.routes;
  if (!data || stations === null || stations.length === 0) return null;
  const defaultName = stations.find((s) => s.id === data.default_station_id)?.name ?? null;
  const { menus, items } = data.unrouted;
  const genreOf = (menuId: number) => data.menus.find((m) => m.id === menuId)?.label ?? '';

  async function choose(stationId: number | null) {
    const messages = text(adminText).unrouted;
    try {
      await routes.setDefault(stationId);
      const name = stations?.find((s) => s.id === stationId)?.name ?? '';
      showToast(stationId === null ? messages.defaultCleared : messages.defaultSaved(name), 'success');
    } catch (error) {
      showToast(errorMessage(error), 'error');
    }
  }

  return (
    <Card title={t.defaultTitle}>
      <div className={styles.stack}>
        <p className={styles.lead}>{t.defaultLead}</p>
        <RouteSelect
          label={t.defaultLabel}
          value={data.default_station_id}
          stations={stations}
          noneOption={t.defaultNone}
          onChoose={choose}
          className={styles.select}
        />
        <section className={styles.list} aria-label={t.listLabel}>
          <h3 className={styles.title}>{t.listTitle}</h3>
          {menus.length === 0 && items.length === 0 ? (
            <p className={styles.ok}>{t.none}</p>
          ) : (
            <>
              <p className={defaultName === null ? styles.warning : styles.note}>
                {defaultName === null ? t.nowhere : t.toDefaultNote(defaultName)}
              </p>
              {menus.length > 0 && (
                <div>
                  <h4 className={styles.subtitle}>{t.genres}</h4>
                  <ul className={styles.names}>
                    {menus.map((m) => (
                      <li key={m.id}>{m.label}</li>
                    ))}
                  </ul>
                </div>
              )}
              {items.length > 0 && (
                <div>
                  <h4 className={styles.subtitle}>{t.items}</h4>
                  <ul className={styles.names}>
                    {items.map((i) => (
                      <li key={i.id}>
                        {labelPlainText(i.label)}
                        <span className={styles.genre}>（{genreOf(i.menu_id)}）</span>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </>
          )}
        </section>
      </div>
    </Card>
  );
}
