import { useEffect, useState } from 'react';
import { legalText } from '@/i18n/legal';
import { useText } from '@/i18n/use-text';
import styles from './legal-page.module.css';

/** Appears once the reader has scrolled down a long text; takes them back to its top. */
export function ScrollTopButton() {
  const legal = useText(legalText);
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
      aria-label={legal.common.scrollTop}
      title={legal.common.scrollTop}
      onClick={() => window.scrollTo({ top: 0 })}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
