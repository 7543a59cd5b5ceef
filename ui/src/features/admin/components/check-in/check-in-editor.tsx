import type { CheckInSettings } from '@contract/plans';
import { useCallback, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { adminText } from '@/i18n/admin';
import { text } from '@/i18n/catalog';
import { useText } from '@/i18n/use-text';
import { showToast } from '@/lib/toast-store';
import { saveCheckInSettings } from '../../api/check-in.api';
import { useSubmit } from '../../lib/use-submit';
import { Checkbox } from '../form/checkbox';
import { controlClass, Field } from '../form/field';
import { TextInputField } from '../shared/text-input-field';
import { Card } from '../shell/admin-page';
import styles from './check-in.module.css';
import { type CheckInForm, COVER_LIMITS, checkInErrors, checkInFormOf, checkInSettingsOf } from './check-in-form';

/** The two cards of the check-in page in one form: the tablet's welcome, and the cover charge. */
export function CheckInEditor({ settings }: { settings: CheckInSettings }) {
  const t = useText(adminText).checkIn;
  const [form, setForm] = useState<CheckInForm>(() => checkInFormOf(settings));
  const set = <K extends keyof CheckInForm>(key: K, value: CheckInForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const errors = checkInErrors(form, t);
  const ready = errors.coverLabel === null && errors.coverPrice === null;

  const save = useSubmit(
    useCallback(async () => {
      const saved = await saveCheckInSettings(checkInSettingsOf(form));
      setForm(checkInFormOf(saved));
      showToast(text(adminText).checkIn.saved, 'success');
    }, [form]),
  );

  return (
    <form
      className={styles.form}
      aria-label={t.title}
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) void save.run();
      }}
    >
      <Card title={t.guestCard}>
        <div className={styles.toggles}>
          <Checkbox checked={form.askGuestCount} onChange={(e) => set('askGuestCount', e.target.checked)}>
            {t.askGuestCount}
          </Checkbox>
          <Checkbox
            className={styles.sub}
            checked={form.countChildren}
            disabled={!form.askGuestCount}
            onChange={(e) => set('countChildren', e.target.checked)}
          >
            {t.countChildren}
          </Checkbox>
          <p className={styles.hint}>{t.countChildrenHint}</p>
        </div>
      </Card>
      <Card title={t.coverCard}>
        <div className={styles.cover}>
          <Checkbox className={styles.wide} checked={form.coverOn} onChange={(e) => set('coverOn', e.target.checked)}>
            {t.coverOn}
          </Checkbox>
          <TextInputField
            label={t.coverLabel}
            required={form.coverOn}
            placeholder={t.coverLabelPlaceholder}
            value={form.coverLabel}
            maxLength={COVER_LIMITS.labelMax}
            disabled={!form.coverOn}
            error={errors.coverLabel}
            onValue={(v) => set('coverLabel', v)}
          />
          <Field label={t.coverPrice} required={form.coverOn} hint={t.coverPriceHint} error={errors.coverPrice}>
            {(c) => (
              <div className={styles.price}>
                <span className={styles.yen} aria-hidden="true">
                  ¥
                </span>
                <input
                  {...c}
                  className={controlClass}
                  inputMode="numeric"
                  value={form.coverPriceText}
                  disabled={!form.coverOn}
                  onChange={(e) => set('coverPriceText', e.target.value)}
                />
              </div>
            )}
          </Field>
        </div>
      </Card>
      {save.error && <Alert tone="error">{save.error}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={!ready} loading={save.saving}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
