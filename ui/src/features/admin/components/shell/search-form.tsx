import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { adminJa } from '@/i18n/admin.ja';
import styles from './search-form.module.css';

export interface SearchFormProps {
  onSearch: () => void;
  children: ReactNode;
}

/** The search card's fields in one row on wide screens, with the search button at the end. */
export function SearchForm({ onSearch, children }: SearchFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch();
  }
  return (
    <search>
      <form aria-label={adminJa.common.searchCard} className={styles.form} onSubmit={submit}>
        {children}
        <Button type="submit" variant="secondary" className={styles.submit}>
          {adminJa.common.search}
        </Button>
      </form>
    </search>
  );
}
