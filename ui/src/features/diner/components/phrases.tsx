import { Fragment } from 'react';
import styles from './phrases.module.css';

/**
 * A text of the catalog given as phrases (i18n/diner.ja.ts): on a narrow screen it wraps only
 * between them, so 'ご注文ありがとうございます' never ends a line inside ありがとう.
 */
export function Phrases({ phrases }: { phrases: readonly string[] }) {
  return (
    <span className={styles.phrases}>
      {phrases.map((phrase, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the phrases of one fixed text, never reordered
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {phrase}
        </Fragment>
      ))}
    </span>
  );
}
