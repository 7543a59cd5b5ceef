import type { HqOwner } from '@contract/hq-api';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import styles from './hq.module.css';
import { hqApi, messageOf } from './hq-api';
import { hqText } from './hq-text';

const t = hqText.owners;

/** The chain's owners, and adding one (a manager of the chain). */
export function OwnersSection() {
  const [owners, setOwners] = useState<HqOwner[]>([]);
  const [form, setForm] = useState({ email: '', password: '', name: '' });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setOwners((await hqApi.owners()).owners);
    } catch (failure) {
      setError(messageOf(failure));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setDone(null);
    try {
      const { owner } = await hqApi.createOwner(form);
      setDone(t.added(owner.email));
      setForm({ email: '', password: '', name: '' });
      await load();
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  return (
    <section className={styles.page} aria-label={t.heading}>
      <h2 className={styles.subHeading}>{t.heading}</h2>
      <p className={styles.lead}>{t.lead}</p>
      <ul className={styles.ownerList}>
        {owners.map((owner) => (
          <li key={owner.id}>{owner.name ? `${owner.name}（${owner.email}）` : owner.email}</li>
        ))}
      </ul>
      <form className={styles.inline} onSubmit={add} aria-label={t.add}>
        <TextField
          label={t.name}
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
          maxLength={100}
        />
        <TextField
          label={hqText.email}
          type="email"
          value={form.email}
          onChange={(e) => setForm({ ...form, email: e.target.value })}
          required
        />
        <TextField
          label={hqText.password}
          type="password"
          autoComplete="new-password"
          hint={hqText.passwordHint}
          value={form.password}
          onChange={(e) => setForm({ ...form, password: e.target.value })}
          required
          minLength={8}
        />
        <Button type="submit">{t.add}</Button>
      </form>
      {error && <Alert tone="error">{error}</Alert>}
      {done && <Alert tone="success">{done}</Alert>}
    </section>
  );
}
