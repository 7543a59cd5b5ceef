import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Emblem } from '@/components/ui/emblem';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/spinner';
import { appText } from '@/i18n/app';
import { legalText } from '@/i18n/legal';
import { useText } from '@/i18n/use-text';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { type ShopInfo, useShopInfo } from '../use-shop-info';
import styles from './legal-page.module.css';
import { ScrollTopButton } from './scroll-top-button';

export interface LegalPageProps {
  title: string;
  /** Shows the enactment date under the heading. */
  dated?: boolean;
  children: (shop: ShopInfo) => ReactNode;
}

/** A legal text as a printed notice: masthead, heading, the text, and the way back to the top. */
export function LegalPage({ title, dated = false, children }: LegalPageProps) {
  const app = useText(appText);
  const legal = useText(legalText);
  usePageTitle(title);
  const info = useShopInfo();
  return (
    <div className={styles.page}>
      <header className={styles.masthead}>
        <Link to={paths.home} className={styles.brand}>
          <Emblem size={36} />
          <span>{app.app.title}</span>
        </Link>
      </header>
      <article className={styles.doc}>
        <header className={styles.head}>
          <h1 className={styles.title}>{title}</h1>
          {dated && <p className={styles.date}>{legal.common.enacted}</p>}
        </header>
        {info.kind === 'loading' && <PageSpinner />}
        {info.kind === 'failed' && <Alert tone="error">{legal.common.loadFailed}</Alert>}
        {info.kind === 'ready' && (
          <>
            {!info.shop.company && <Alert tone="info">{legal.common.companyMissing}</Alert>}
            {children(info.shop)}
          </>
        )}
        <footer className={styles.end}>
          <LinkButton to={paths.home} variant="secondary" size="lg">
            {legal.common.backToTop}
          </LinkButton>
        </footer>
      </article>
      <ScrollTopButton />
    </div>
  );
}

/** The company's name for the texts, or the shop's while no company is set. */
export function operatorName(shop: ShopInfo): string {
  return shop.company?.name || shop.name;
}
