import type { UpgradeStatusResponse } from '@contract/upgrades';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { adminText } from '@/i18n/admin';
import { appText } from '@/i18n/app';
import { formatMonthDayTime } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import { useShopTimeZone } from '@/lib/use-shop-time-zone';
import { loadUpgradeStatus } from '../../api/upgrades.api';
import { useLoaded } from '../../lib/use-loaded';
import { AdminPage, Card } from '../shell/admin-page';
import styles from './upgrades.module.css';
import { type UpgradeStep, useUpgrade } from './use-upgrade';

/** /admin/upgrades: ソフトウェア更新, the box's version and a signed release from the vendor to install. */
export function UpgradesPage() {
  const app = useText(appText);
  const t = useText(adminText).upgrades;
  const loaded = useLoaded(loadUpgradeStatus);
  const [status, setStatus] = useState<UpgradeStatusResponse | null>(null);
  useEffect(() => setStatus(loaded.value), [loaded.value]);
  const upgrade = useUpgrade(useCallback((fresh: UpgradeStatusResponse) => setStatus(fresh), []));

  return (
    <AdminPage title={app.titles.adminUpgrades} lead={t.lead}>
      {status?.lastOutcome && <OutcomeAlert outcome={status.lastOutcome} />}
      <Card title={t.boxCard}>
        {loaded.failed && !status ? (
          <Alert tone="error">{t.loadFailed}</Alert>
        ) : (
          <dl className={styles.facts}>
            <dt>{t.version}</dt>
            <dd data-testid="box-version">{status?.version ?? '…'}</dd>
            <dt>{t.previous}</dt>
            <dd>{status?.previousVersion === 'factory' ? t.factory : (status?.previousVersion ?? t.none)}</dd>
          </dl>
        )}
      </Card>
      <Card title={t.installCard}>
        {status?.blocker ? (
          <Alert>{t.blockers[status.blocker]}</Alert>
        ) : (
          <InstallForm step={upgrade.step} onInstall={upgrade.install} />
        )}
        {upgrade.step.kind === 'failed' && (
          <Alert tone="error" onDismiss={upgrade.dismiss}>
            {upgrade.step.message}
          </Alert>
        )}
      </Card>
    </AdminPage>
  );
}

function OutcomeAlert({ outcome }: { outcome: NonNullable<UpgradeStatusResponse['lastOutcome']> }) {
  const t = useText(adminText).upgrades;
  const zone = useShopTimeZone();
  const at = formatMonthDayTime(outcome.at * 1000, zone);
  if (outcome.result === 'upgraded') return <Alert tone="success">{t.upgraded(outcome.to, at, outcome.seconds)}</Alert>;
  return (
    <Alert tone="error">
      {t.rolledBack(outcome.to, outcome.from, at)} {t.reasons[outcome.reason]}
    </Alert>
  );
}

function InstallForm({ step, onInstall }: { step: UpgradeStep; onInstall: (file: File) => void }) {
  const t = useText(adminText).upgrades;
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const busy = step.kind === 'uploading' || step.kind === 'restarting';
  return (
    <div className={styles.install}>
      <p className={styles.downtime}>{t.downtime}</p>
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => input.current?.click()} disabled={busy}>
          {t.choose}
        </Button>
        {file && <span className={styles.file}>{t.chosen(file.name, (file.size / 1024 / 1024).toFixed(1))}</span>}
        <input
          ref={input}
          type="file"
          accept=".tgz,.gz,application/gzip"
          hidden
          aria-label={t.choose}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            e.target.value = '';
          }}
        />
      </div>
      <Button onClick={() => file && onInstall(file)} disabled={!file || busy} loading={busy}>
        {t.install}
      </Button>
      {step.kind === 'uploading' && (
        <p className={styles.progress} role="status">
          {t.uploading(Math.round(step.fraction * 100))}
        </p>
      )}
      {step.kind === 'restarting' && (
        <p className={styles.progress} role="status">
          {t.restarting}
        </p>
      )}
    </div>
  );
}
