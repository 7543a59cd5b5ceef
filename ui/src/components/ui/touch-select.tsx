import type { SelectHTMLAttributes } from 'react';
import styles from './touch-select.module.css';

/** A native select at touch size (52 px high, the whole width it is given), styled as the app's fields. */
export function TouchSelect({ className, ...rest }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={className ? `${styles.select} ${className}` : styles.select} {...rest} />;
}
