import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { kitchenText } from '@/i18n/kitchen';
import { useText } from '@/i18n/use-text';
import { useBoxClock } from '../hooks/use-box-clock';
import { useExpo } from '../hooks/use-expo';
import { ExpoTableCard } from './expo-table-card';
import styles from './kitchen-board.module.css';
import { KitchenNav } from './kitchen-nav';
import { KitchenShell } from './kitchen-shell';

/** /kitchen/expo: what every station has ready, by table, the longest waiting first, to carry and tick off. */
export function ExpoPage() {
  const kitchen = useText(kitchenText);
  const clock = useBoxClock();
  const expo = useExpo(clock.sync);
  const tables = expo.tables;
  return (
    <KitchenShell
      pageTitle={kitchen.expoTitle}
      heading={kitchen.expoTitle}
      status={expo.status}
      summary={tables && <span className={styles.count}>{kitchen.expo.tables(tables.length)}</span>}
      actions={<KitchenNav />}
    >
      {expo.error && <Alert tone="error">{expo.error}</Alert>}
      {tables ? (
        tables.length === 0 ? (
          <p className={styles.empty}>{kitchen.expo.empty}</p>
        ) : (
          <div className={styles.grid}>
            {tables.map((table) => (
              <ExpoTableCard key={table.dining_table_id} table={table} now={clock.now} onServe={expo.serve} />
            ))}
          </div>
        )
      ) : (
        !expo.error && <PageSpinner />
      )}
    </KitchenShell>
  );
}
