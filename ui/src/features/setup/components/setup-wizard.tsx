import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { setupText } from '@/i18n/setup';
import { useText } from '@/i18n/use-text';
import { ApiError, errorMessage } from '@/lib/api-client';
import { checkAuth } from '@/lib/auth-store';
import { paths } from '@/lib/paths';
import { completeSetup } from '../setup-api';
import { fieldSpecs, STEP_ROWS, stepText } from '../setup-fields';
import { EMPTY_SETUP, isStepValid, type SetupField, type SetupValues, toSetupBody, validateSetup } from '../setup-validation';
import { SetupShell } from './setup-shell';
import { SetupSummary } from './setup-summary';
import styles from './setup-wizard.module.css';

export interface SetupWizardProps {
  token: string;
  /** The box says it is set up already (another browser finished first). */
  onAlreadyDone: () => void;
}

/** Three steps (shop, owner, /admin password), one request at the end; then /admin, logged in. */
export function SetupWizard({ token, onAlreadyDone }: SetupWizardProps) {
  const setup = useText(setupText);
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<SetupValues>(EMPTY_SETUP);
  const [touched, setTouched] = useState<Partial<Record<SetupField, boolean>>>({});
  const [attempted, setAttempted] = useState<boolean[]>([false, false, false]);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const last = STEP_ROWS.length - 1;

  const errors = validateSetup(values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the heading takes focus when the step changes
  useEffect(() => headingRef.current?.focus(), [step]);

  const shown = (field: SetupField) => (touched[field] || attempted[step] ? (errors[field] ?? null) : null);
  const change = (field: SetupField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setFailure(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (!isStepValid(errors, step)) {
      setAttempted((a) => a.map((value, i) => (i === step ? true : value)));
      // Once the errors are drawn, the first field to fix takes the focus.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    if (step < last) {
      setStep(step + 1);
      return;
    }
    setSubmitting(true);
    try {
      await completeSetup(toSetupBody(values, token));
      await checkAuth();
      navigate(paths.admin, { replace: true });
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.code === 'SETUP_DONE') return onAlreadyDone();
      setFailure(errorMessage(error));
    }
  };

  const text = stepText(step);
  const specs = fieldSpecs();
  return (
    <SetupShell step={step}>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label={setup.title}>
        <header className={styles.header}>
          <p className={styles.stepOf}>{setup.stepOf(step + 1, STEP_ROWS.length)}</p>
          <h1 className={styles.heading} ref={headingRef} tabIndex={-1}>
            {text.heading}
          </h1>
          <p className={styles.lead}>{text.lead}</p>
        </header>
        {failure && <Alert tone="error">{failure}</Alert>}
        {(STEP_ROWS[step] ?? []).map((row) => (
          <div key={row.join('-')} className={row.length > 1 ? styles.pair : undefined}>
            {row.map((field) => {
              const { label, hint, ...input } = specs[field];
              return (
                <TextField
                  key={field}
                  name={field}
                  label={label}
                  hint={hint}
                  {...input}
                  value={values[field]}
                  onChange={(e) => change(field, e.target.value)}
                  onBlur={() => setTouched((t) => ({ ...t, [field]: true }))}
                  error={shown(field)}
                />
              );
            })}
          </div>
        ))}
        {step === last && <SetupSummary values={values} />}
        <div className={styles.actions}>
          {step > 0 && (
            <Button variant="secondary" size="lg" onClick={() => setStep(step - 1)} disabled={submitting}>
              {setup.back}
            </Button>
          )}
          <Button type="submit" size="lg" className={styles.primary} loading={submitting}>
            {step < last ? setup.next : submitting ? setup.submitting : setup.submit}
          </Button>
        </div>
      </form>
    </SetupShell>
  );
}
