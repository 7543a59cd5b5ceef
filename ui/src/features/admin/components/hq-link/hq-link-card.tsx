import type { HqLinkStatus } from '@contract/hq-link';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { adminText } from '@/i18n/admin';
import { text } from '@/i18n/catalog';
import { formatMonthDayTime } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import { showToast } from '@/lib/toast-store';
import { useShopTimeZone } from '@/lib/use-shop-time-zone';
import { applyChainMenu, enrolHqLink, leaveHqLink, loadHqLink, sendMenuToHq } from '../../api/hq-link.api';
import { useSubmit } from '../../lib/use-submit';
import { TextInputField } from '../shared/text-input-field';
import { CollapsibleCard } from '../shell/admin-page';
import styles from './hq-link.module.css';

/** The counts move as facts go: read again this often while the card is open. */
const REFRESH_MS = 10_000;

/**
 * 本部連携 on /admin/reports (issue 36): enrols the box with its chain's headquarters by the address
 * and one-time code its owner was given, then shows how the shop's facts are getting there, and
 * leaves. Headquarters is an addition: the shop works the same without it.
 */
export function HqLinkCard() {
  const t = useText(adminText).hqLink;
  const [open, setOpen] = useState(false);
  /** undefined until the box answered; null while the box is not enrolled. */
  const [status, setStatus] = useState<HqLinkStatus | null | undefined>(undefined);
  const [loadFailed, setLoadFailed] = useState(false);
  // Bumped by each enrolment or leave, so a read sent before it never shows the old state after it.
  const writes = useRef(0);

  const refresh = useCallback(async (signal: AbortSignal) => {
    const before = writes.current;
    try {
      const fresh = await loadHqLink(signal);
      if (signal.aborted || before !== writes.current) return;
      setStatus(fresh);
      setLoadFailed(false);
    } catch {
      if (!signal.aborted) setLoadFailed(true);
    }
  }, []);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    void refresh(controller.signal);
    const timer = setInterval(() => void refresh(controller.signal), REFRESH_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [open, refresh]);

  const changed = useCallback((fresh: HqLinkStatus | null) => {
    writes.current += 1;
    setStatus(fresh);
    setLoadFailed(false);
  }, []);

  return (
    <CollapsibleCard title={t.title} open={open} onToggle={setOpen}>
      {status === undefined ? (
        loadFailed ? (
          <Alert tone="error">{t.loadFailed}</Alert>
        ) : (
          <p className={styles.note}>{t.loading}</p>
        )
      ) : status === null ? (
        <div className={styles.body}>
          <p className={styles.lead}>{t.lead}</p>
          <EnrolForm onEnrolled={changed} />
        </div>
      ) : (
        <LinkedView status={status} onChanged={changed} />
      )}
    </CollapsibleCard>
  );
}

function LinkedView({ status, onChanged }: { status: HqLinkStatus; onChanged: (fresh: HqLinkStatus | null) => void }) {
  const t = useText(adminText).hqLink;
  const timeZone = useShopTimeZone();
  return (
    <div className={styles.body}>
      {status.state === 'revoked' && (
        <Alert>
          <p>{t.revoked}</p>
          <p>{t.revokedKept}</p>
        </Alert>
      )}
      {status.state === 'stalled' && <Alert tone="error">{t.stalled}</Alert>}
      {status.state === 'linked' && status.lastError !== null && <Alert>{t.offline}</Alert>}
      <dl className={styles.facts} aria-label={t.title}>
        <dt>{t.chainName}</dt>
        <dd>{status.chainName}</dd>
        <dt>{t.shopName}</dt>
        <dd>{status.shopName}</dd>
        <dt>{t.url}</dt>
        <dd className={styles.url}>{status.url}</dd>
        <dt>{t.enrolledAt}</dt>
        <dd>{formatMonthDayTime(status.enrolledAt, timeZone)}</dd>
        <dt>{t.lastContact}</dt>
        <dd>{status.lastContactAt === null ? t.never : formatMonthDayTime(status.lastContactAt, timeZone)}</dd>
        <dt>{t.queued}</dt>
        <dd data-testid="hq-queued">{t.count(status.queued)}</dd>
      </dl>
      {status.state === 'linked' && <ChainMenuSection status={status} onChanged={onChanged} />}
      {status.state === 'revoked' && (
        <section className={styles.again} aria-label={t.enrolAgain}>
          <h3 className={styles.subTitle}>{t.enrolAgain}</h3>
          <EnrolForm onEnrolled={onChanged} />
        </section>
      )}
      <LeaveButton queued={status.queued} onLeft={onChanged} />
    </div>
  );
}

function EnrolForm({ onEnrolled }: { onEnrolled: (fresh: HqLinkStatus | null) => void }) {
  const t = useText(adminText).hqLink;
  const [url, setUrl] = useState('');
  const [code, setCode] = useState('');
  const enrol = useSubmit(
    useCallback(async () => {
      const fresh = await enrolHqLink(url.trim(), code.trim());
      onEnrolled(fresh);
      if (fresh) showToast(text(adminText).hqLink.enrolled(fresh.shopName, fresh.chainName), 'success');
    }, [url, code, onEnrolled]),
  );
  return (
    <form
      className={styles.form}
      aria-label={t.title}
      onSubmit={(event) => {
        event.preventDefault();
        void enrol.run();
      }}
    >
      <TextInputField
        label={t.url}
        hint={t.urlHint}
        value={url}
        maxLength={500}
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        placeholder="https://"
        onValue={setUrl}
      />
      <TextInputField
        label={t.code}
        hint={t.codeHint}
        value={code}
        maxLength={200}
        autoComplete="off"
        spellCheck={false}
        onValue={setCode}
      />
      {enrol.error && <Alert tone="error">{enrol.error}</Alert>}
      <div>
        <Button type="submit" loading={enrol.saving} disabled={!url.trim() || !code.trim()}>
          {t.enrol}
        </Button>
      </div>
    </form>
  );
}

function LeaveButton({ queued, onLeft }: { queued: number; onLeft: (fresh: HqLinkStatus | null) => void }) {
  const t = useText(adminText).hqLink;
  const [confirming, setConfirming] = useState(false);
  const leave = useSubmit(
    useCallback(async () => {
      const fresh = await leaveHqLink();
      setConfirming(false);
      onLeft(fresh);
      showToast(text(adminText).hqLink.left, 'success');
    }, [onLeft]),
  );
  const close = () => {
    setConfirming(false);
    leave.clearError();
  };
  return (
    <div>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t.leave}
      </Button>
      <Modal
        open={confirming}
        title={t.leaveTitle}
        onClose={close}
        dismissible={!leave.saving}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={leave.saving}>
              {t.leaveCancel}
            </Button>
            <Button variant="danger" onClick={() => void leave.run()} loading={leave.saving}>
              {t.leaveConfirm}
            </Button>
          </>
        }
      >
        <div className={styles.confirm}>
          <p>{t.leaveBody}</p>
          {queued > 0 && <p>{t.leaveQueued(queued)}</p>}
          <p>{t.leaveAgain}</p>
          {leave.error && <Alert tone="error">{leave.error}</Alert>}
        </div>
      </Modal>
    </div>
  );
}

/** The chain's menu: the version applied, one waiting (applied now on the owner's word), and sending this shop's menu up. */
function ChainMenuSection({ status, onChanged }: { status: HqLinkStatus; onChanged: (fresh: HqLinkStatus | null) => void }) {
  const t = useText(adminText).hqLink;
  const apply = useSubmit(
    useCallback(async () => {
      onChanged(await applyChainMenu());
      showToast(text(adminText).hqLink.menuApplied2, 'success');
    }, [onChanged]),
  );
  const send = useSubmit(
    useCallback(async () => {
      onChanged(await sendMenuToHq());
      showToast(text(adminText).hqLink.menuSent, 'success');
    }, [onChanged]),
  );
  return (
    <section className={styles.again} aria-label={t.menuTitle}>
      <h3 className={styles.subTitle}>{t.menuTitle}</h3>
      <p className={styles.note}>{t.menuApplied(status.menu.applied)}</p>
      {status.menu.pending !== null && (
        <>
          <Alert>{t.menuPending(status.menu.pending)}</Alert>
          <div>
            <Button onClick={() => void apply.run()} loading={apply.saving}>
              {t.menuApply}
            </Button>
          </div>
        </>
      )}
      {apply.error && <Alert tone="error">{apply.error}</Alert>}
      <p className={styles.note}>{t.menuSendLead}</p>
      <div>
        <Button variant="secondary" onClick={() => void send.run()} loading={send.saving}>
          {t.menuSend}
        </Button>
      </div>
      {send.error && <Alert tone="error">{send.error}</Alert>}
    </section>
  );
}
