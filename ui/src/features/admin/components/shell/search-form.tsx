import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import styles from './search-form.module.css';

export interface SearchFormProps {
  onSearch: () => void;
  children: ReactNode;
}

/** The search card's fields in one row on wide screens, with the search button at the end. */
export function SearchForm({ onSearch, children }: SearchFormProps) {
  const admin = useText(adminText);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch();
  }
  return (
    <search>
      <form aria-label={admin.common.searchCard} className={styles.form} onSubmit={submit}>
        {children}
        <Button type="submit" variant="secondary" className={styles.submit}>
          {admin.common.search}
        </Button>
      </form>
    </search>
  );
}
