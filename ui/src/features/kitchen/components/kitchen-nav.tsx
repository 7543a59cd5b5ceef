import { NavLink } from 'react-router';
import { kitchenText } from '@/i18n/kitchen';
import { useText } from '@/i18n/use-text';
import { paths } from '@/lib/paths';
import styles from './kitchen-nav.module.css';

/** The two views of the display as tabs of the bar: the station's cards, and what waits to be carried. */
export function KitchenNav() {
  const kitchen = useText(kitchenText);
  const className = ({ isActive }: { isActive: boolean }) =>
    [styles.tab, isActive ? styles.active : undefined].filter(Boolean).join(' ');
  return (
    <nav className={styles.tabs} aria-label={kitchen.title}>
      <NavLink to={paths.kitchen} end className={className}>
        {kitchen.nav.cards}
      </NavLink>
      <NavLink to={paths.kitchenExpo} className={className}>
        {kitchen.nav.expo}
      </NavLink>
    </nav>
  );
}
