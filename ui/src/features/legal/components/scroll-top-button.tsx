import { useEffect, useState } from 'react';
import { legalJa } from '@/i18n/legal.ja';
import styles from './legal-page.module.css';

/** Appears once the reader has scrolled down a long text; takes them back to its top. */
export function ScrollTopButton() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > 480);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      className={styles.scrollTop}
      aria-label={legalJa.common.scrollTop}
      title={legalJa.common.scrollTop}
      onClick={() => window.scrollTo({ top: 0 })}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
