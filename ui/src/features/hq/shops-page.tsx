import type { HqShop, HqShopCodeResponse } from '@contract/hq-api';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { formatMonthDayTime } from '@/i18n/format';
import styles from './hq.module.css';
import { hqApi, messageOf } from './hq-api';
import { HQ_TIME_ZONE, hqText } from './hq-text';
import { OwnersSection } from './owners-section';

const t = hqText.shops;
const LATE_MS = 60 * 60 * 1000;

/** The one-time code, shown once after a shop is added or a new code issued. */
function CodeModal({ issued, onClose }: { issued: HqShopCodeResponse | null; onClose: () => void }) {
  return (
    <Modal
      open={issued !== null}
      onClose={onClose}
      title={issued ? t.codeHeading(issued.shop.name) : ''}
      footer={<Button onClick={onClose}>{t.close}</Button>}
    >
      {issued && (
        <div className={styles.codeBox}>
          <p>{t.codeLead}</p>
          <output className={styles.code} aria-label={t.codeHeading(issued.shop.name)}>
            {issued.code}
          </output>
          <p className={styles.muted}>
            {t.codeExpires}: {formatMonthDayTime(issued.expires_at, HQ_TIME_ZONE)}
          </p>
        </div>
      )}
    </Modal>
  );
}

function ShopRow({
  shop,
  now,
  onCode,
  onChanged,
}: {
  shop: HqShop;
  now: number;
  onCode: (issued: HqShopCodeResponse) => void;
  onChanged: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const late = shop.state === 'linked' && (shop.last_seen_at === null || now - shop.last_seen_at > LATE_MS);
  const act = async (work: () => Promise<void>) => {
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  return (
    <li className={styles.shop} data-shop={shop.id}>
      <div className={styles.shopHead}>
        <span className={styles.shopName}>{shop.name}</span>
        <span className={`${styles.badge} ${styles[shop.state]}`}>{t.state[shop.state]}</span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t.lastSeen}</dt>
          <dd className={late ? styles.warn : undefined}>
            {shop.last_seen_at === null ? t.never : formatMonthDayTime(shop.last_seen_at, HQ_TIME_ZONE)}
            {late && shop.last_seen_at !== null && ` (${t.late})`}
          </dd>
        </div>
        <div>
          <dt>{t.queued}</dt>
          <dd className={shop.queued > 0 ? styles.warn : undefined}>{shop.queued}件</dd>
        </div>
        <div>
          <dt>{t.version}</dt>
          <dd>{shop.box_version ?? '—'}</dd>
        </div>
        <div>
          <dt>{t.menuVersion}</dt>
          <dd data-menu-version={shop.menu_version ?? ''}>
            {shop.menu_version === null ? '—' : hqText.menu.version(shop.menu_version)}
          </dd>
        </div>
      </dl>
      {error && <Alert tone="error">{error}</Alert>}
      <div className={styles.actions}>
        {shop.state !== 'linked' && (
          <Button variant="secondary" onClick={() => act(async () => onCode(await hqApi.newCode(shop.id)))}>
            {t.newCode}
          </Button>
        )}
        {shop.state === 'linked' && !confirming && (
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            {t.revoke}
          </Button>
        )}
      </div>
      {confirming && (
        <div className={styles.confirm} role="alertdialog" aria-label={t.revoke}>
          <p>{t.revokeConfirm(shop.name)}</p>
          <div className={styles.actions}>
            <Button
              variant="danger"
              onClick={() =>
                act(async () => {
                  await hqApi.revoke(shop.id);
                  setConfirming(false);
                  onChanged();
                })
              }
            >
              {t.revoke}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t.cancel}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

/** The chain's shops: each box's state, adding a shop (its code), a new code, revoking a box. */
export function ShopsPage() {
  const [shops, setShops] = useState<HqShop[] | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [issued, setIssued] = useState<HqShopCodeResponse | null>(null);
  const [now, setNow] = useState(Date.now());

  const load = useCallback(async () => {
    try {
      setShops((await hqApi.shops()).shops);
      setNow(Date.now());
    } catch (failure) {
      setError(messageOf(failure));
    }
  }, []);

  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), 15_000);
    return () => clearInterval(timer);
  }, [load]);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      setIssued(await hqApi.createShop(name));
      setName('');
      await load();
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  return (
    <section className={styles.page}>
      <h1 className={styles.heading}>{t.heading}</h1>
      <p className={styles.lead}>{t.lead}</p>
      <form className={styles.inline} onSubmit={add}>
        <TextField label={t.name} value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} />
        <Button type="submit">{t.add}</Button>
      </form>
      {error && <Alert tone="error">{error}</Alert>}
      {shops !== null && shops.length === 0 && <p className={styles.muted}>{t.empty}</p>}
      <ul className={styles.shops}>
        {shops?.map((shop) => (
          <ShopRow
            key={shop.id}
            shop={shop}
            now={now}
            onCode={(code) => {
              setIssued(code);
              void load();
            }}
            onChanged={() => void load()}
          />
        ))}
      </ul>
      <CodeModal issued={issued} onClose={() => setIssued(null)} />
      <OwnersSection />
    </section>
  );
}
