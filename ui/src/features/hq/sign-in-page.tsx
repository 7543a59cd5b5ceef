import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import styles from './hq.module.css';
import { hqApi, messageOf } from './hq-api';
import { hqText } from './hq-text';

/** The first owner's setup while HQ has none, else the login. */
export function SignInPage({ setupDone, onSignedIn }: { setupDone: boolean; onSignedIn: () => Promise<void> }) {
  const [chainName, setChainName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (setupDone) await hqApi.logIn({ email, password });
      else await hqApi.setUp({ chain_name: chainName, email, password });
      await onSignedIn();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const text = setupDone ? hqText.login : hqText.setup;
  return (
    <main className={styles.center}>
      <form className={styles.signIn} onSubmit={submit}>
        <p className={styles.title}>{hqText.title}</p>
        <h1 className={styles.heading}>{text.heading}</h1>
        {!setupDone && <p className={styles.lead}>{hqText.setup.lead}</p>}
        {error && <Alert tone="error">{error}</Alert>}
        {!setupDone && (
          <TextField
            label={hqText.setup.chainName}
            value={chainName}
            onChange={(e) => setChainName(e.target.value)}
            required
            maxLength={100}
          />
        )}
        <TextField
          label={hqText.email}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <TextField
          label={hqText.password}
          type="password"
          autoComplete={setupDone ? 'current-password' : 'new-password'}
          hint={setupDone ? undefined : hqText.passwordHint}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          minLength={setupDone ? 1 : 8}
        />
        <Button type="submit" size="lg" block loading={busy}>
          {text.submit}
        </Button>
      </form>
    </main>
  );
}
