import type { GuestNetwork } from '@contract/guests';
import { useCallback, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { adminText } from '@/i18n/admin';
import { text } from '@/i18n/catalog';
import { useText } from '@/i18n/use-text';
import { errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { loadGuestNetwork, saveGuestNetwork } from '../../api/tablets.api';
import { useSubmit } from '../../lib/use-submit';
import { Checkbox } from '../form/checkbox';
import { Field, textAreaClass } from '../form/field';
import { TextInputField } from '../shared/text-input-field';
import { CollapsibleCard } from '../shell/admin-page';
import styles from './tablets-page.module.css';

interface GuestPhonesForm {
  ranges: string;
  ssid: string;
  password: string;
  openNetwork: boolean;
  hidden: boolean;
}

function formOf(network: GuestNetwork): GuestPhonesForm {
  return {
    ranges: network.ranges.join('\n'),
    ssid: network.wifi?.ssid ?? '',
    password: network.wifi?.password ?? '',
    openNetwork: network.wifi?.security === 'nopass',
    hidden: network.wifi?.hidden ?? false,
  };
}

function networkOf(form: GuestPhonesForm): GuestNetwork {
  const ranges = form.ranges
    .split(/[\s,]+/)
    .map((range) => range.trim())
    .filter(Boolean);
  const ssid = form.ssid.trim();
  return {
    ranges,
    wifi: ssid
      ? {
          ssid,
          password: form.openNetwork ? '' : form.password,
          security: form.openNetwork ? 'nopass' : 'WPA',
          hidden: form.hidden,
        }
      : null,
  };
}

/** On /admin/tablets: which part of the network is the guests', and the Wi-Fi their phones join. */
export function GuestPhonesCard() {
  const t = useText(adminText).tablets.guestPhones;
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<GuestPhonesForm | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const set = <K extends keyof GuestPhonesForm>(key: K, value: GuestPhonesForm[K]) =>
    setForm((f) => (f ? { ...f, [key]: value } : f));

  useEffect(() => {
    if (!open || form) return;
    loadGuestNetwork().then(
      (network) => setForm(formOf(network)),
      (error: unknown) => setLoadError(errorMessage(error)),
    );
  }, [open, form]);

  const save = useSubmit(
    useCallback(async () => {
      if (!form) return;
      setForm(formOf(await saveGuestNetwork(networkOf(form))));
      showToast(text(adminText).tablets.guestPhones.saved, 'success');
    }, [form]),
  );

  return (
    <CollapsibleCard title={t.title} open={open} onToggle={setOpen}>
      <p className={styles.lead}>{t.lead}</p>
      {loadError && <Alert tone="error">{loadError}</Alert>}
      {form && (
        <form
          className={styles.guestForm}
          aria-label={t.title}
          onSubmit={(event) => {
            event.preventDefault();
            void save.run();
          }}
        >
          <Field label={t.ranges} hint={t.rangesHint}>
            {(c) => (
              <textarea
                {...c}
                className={textAreaClass}
                rows={3}
                value={form.ranges}
                placeholder="192.168.50.0/24"
                onChange={(e) => set('ranges', e.target.value)}
              />
            )}
          </Field>
          <TextInputField label={t.ssid} hint={t.wifiHint} value={form.ssid} maxLength={32} onValue={(v) => set('ssid', v)} />
          <TextInputField
            label={t.password}
            value={form.password}
            maxLength={63}
            disabled={form.openNetwork}
            autoComplete="off"
            onValue={(v) => set('password', v)}
          />
          <Checkbox checked={form.openNetwork} onChange={(e) => set('openNetwork', e.target.checked)}>
            {t.openNetwork}
          </Checkbox>
          <Checkbox checked={form.hidden} onChange={(e) => set('hidden', e.target.checked)}>
            {t.hidden}
          </Checkbox>
          {save.error && <Alert tone="error">{save.error}</Alert>}
          <div>
            <Button type="submit" disabled={save.saving}>
              {t.save}
            </Button>
          </div>
        </form>
      )}
    </CollapsibleCard>
  );
}
