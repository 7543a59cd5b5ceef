import type { Correction } from '@contract/corrections';
import { Button } from '@/components/ui/button';
import { adminText } from '@/i18n/admin';
import { formatYen } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import { useShopTimeZone } from '@/lib/use-shop-time-zone';
import { controlClass, Field } from '../form/field';
import { AdminPage, Card } from '../shell/admin-page';
import { ListState } from '../shell/list-state';
import { CorrectionRow } from './correction-row';
import styles from './corrections.module.css';
import { useCorrections } from './use-corrections';

/** /admin/corrections: 訂正履歴, every 取消, 数量変更, 席移動 and 合算 of a business day, with who, why and whose authority. */
export function CorrectionsPage() {
  const t = useText(adminText).corrections;
  const timeZone = useShopTimeZone();
  const day = useCorrections(timeZone);
  const rows = day.rows ?? [];
  // 取消額: what cancels took off the bills (discounts and reopened bills are money of another kind).
  const taken = rows.reduce((sum, c) => (c.kind === 'cancel' || c.kind === 'reduce' ? sum + c.amount : sum), 0);
  const authorized = rows.filter((c) => c.authorizedBy !== null).length;

  return (
    <AdminPage title={t.title} lead={t.lead}>
      <Card
        title={t.dayCard}
        aside={day.rows && day.rows.length > 0 ? t.summary(rows.length, formatYen(taken), authorized) : undefined}
      >
        <div className={styles.tools}>
          <Field label={t.date} className={styles.date}>
            {(c) => (
              <input
                {...c}
                type="date"
                className={controlClass}
                value={day.date ?? ''}
                max={day.today ?? undefined}
                required
                onChange={(e) => e.target.value && day.setDate(e.target.value)}
              />
            )}
          </Field>
          <Button variant="secondary" onClick={() => day.today && day.setDate(day.today)} disabled={day.date === day.today}>
            {t.today}
          </Button>
          <Button variant="secondary" onClick={day.refresh}>
            {t.refresh}
          </Button>
        </div>
        <ListState<Correction> rows={day.rows} loading={day.loading} failed={day.failed} empty={t.empty} onRetry={day.refresh}>
          {(list) => (
            <ul className={styles.list} aria-label={t.listLabel}>
              {list.map((entry) => (
                <CorrectionRow key={entry.id} entry={entry} timeZone={timeZone} />
              ))}
            </ul>
          )}
        </ListState>
      </Card>
    </AdminPage>
  );
}
