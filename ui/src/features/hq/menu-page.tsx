import type { HqMenusResponse } from '@contract/hq-api';
import { useCallback, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatMonthDayTime } from '@/i18n/format';
import styles from './hq.module.css';
import { hqApi, messageOf } from './hq-api';
import { HQ_TIME_ZONE, hqText } from './hq-text';

const t = hqText.menu;

/** The chain's menu: the menus shops sent, publishing one as the next version, and the versions. */
export function MenuPage() {
  const [menus, setMenus] = useState<HqMenusResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setMenus(await hqApi.menus());
    } catch (failure) {
      setError(messageOf(failure));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const publish = async (shopId: number) => {
    setError(null);
    setDone(null);
    try {
      setDone(t.published((await hqApi.publishMenu(shopId)).version));
      await load();
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  const shopName = (id: number) => menus?.sources.find((s) => s.shop_id === id)?.name ?? `#${id}`;
  return (
    <section className={styles.page}>
      <h1 className={styles.heading}>{t.heading}</h1>
      <p className={styles.lead}>{t.lead}</p>
      {error && <Alert tone="error">{error}</Alert>}
      {done && <Alert tone="success">{done}</Alert>}
      <h2 className={styles.subHeading}>{t.sources}</h2>
      {menus?.sources.length === 0 && <p className={styles.muted}>{t.noSources}</p>}
      <ul className={styles.shops}>
        {menus?.sources.map((source) => (
          <li key={source.shop_id} className={styles.shop} data-source={source.shop_id}>
            <div className={styles.shopHead}>
              <span className={styles.shopName}>{source.name}</span>
              <span>{t.items(source.items)}</span>
            </div>
            <p className={styles.muted}>
              {t.received}: {formatMonthDayTime(source.received_at, HQ_TIME_ZONE)}
            </p>
            <div className={styles.actions}>
              <Button onClick={() => void publish(source.shop_id)}>{t.publish}</Button>
            </div>
          </li>
        ))}
      </ul>
      <h2 className={styles.subHeading}>{t.versions}</h2>
      {menus?.versions.length === 0 && <p className={styles.muted}>{t.noVersions}</p>}
      {menus && menus.versions.length > 0 && (
        <table className={styles.table}>
          <tbody>
            {menus.versions.map((v) => (
              <tr key={v.version}>
                <th scope="row">{t.version(v.version)}</th>
                <td>{formatMonthDayTime(v.published_at, HQ_TIME_ZONE)}</td>
                <td>
                  {t.from}: {shopName(v.source_shop_id)}
                </td>
                <td>{t.items(v.items)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
