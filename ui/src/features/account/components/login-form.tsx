import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import { errorMessage } from '@/lib/api-client';
import { login } from '@/lib/auth-store';
import { takeLoginRedirect } from '@/lib/login-redirect';
import { paths } from '@/lib/paths';
import { dismissToast, useToasts } from '@/lib/toast-store';
import { useShake } from '@/lib/use-shake';
import { isPairedTablet, landingFor } from '../login-landing';
import { isLoginValid, type LoginValues, validateLogin } from '../login-validation';
import styles from './login-form.module.css';

export function LoginForm() {
  const app = useText(appText);
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [touched, setTouched] = useState({ email: false, password: false });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { ref: formRef, shake } = useShake<HTMLFormElement>();
  const toasts = useToasts();

  const errors = validateLogin(values);
  const valid = isLoginValid(errors);

  const change = (field: keyof LoginValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setFailure(null);
  };
  const touch = (field: keyof LoginValues) => () => setTouched((t) => ({ ...t, [field]: true }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid || submitting) return;
    setSubmitting(true);
    try {
      const user = await login({ email: values.email.trim(), password: values.password });
      // The guard's 'login needed' message is answered now; it must not cover the next screen.
      for (const toast of toasts) if (toast.message === app.alerts.loginRequired) dismissToast(toast.id);
      const saved = takeLoginRedirect();
      const pairedTablet = saved === null && (await isPairedTablet());
      navigate(landingFor({ saved, pairedTablet, role: user.role.role }), { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
      setSubmitting(false);
      shake();
    }
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label={app.login.heading}>
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        label={app.login.email}
        type="email"
        name="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="example@example.com"
        value={values.email}
        onChange={(e) => change('email')(e.target.value)}
        onBlur={touch('email')}
        error={touched.email ? errors.email : null}
      />
      <TextField
        label={app.login.password}
        type="password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(e) => change('password')(e.target.value)}
        onBlur={touch('password')}
        error={touched.password ? errors.password : null}
      />
      <Button type="submit" size="lg" block disabled={!valid} loading={submitting}>
        {submitting ? app.login.submitting : app.login.submit}
      </Button>
      <p className={styles.forgot}>
        <Link to={paths.forgotPassword}>{app.login.forgot}</Link>
      </p>
    </form>
  );
}
