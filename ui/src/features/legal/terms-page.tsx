import { appText } from '@/i18n/app';
import { legalText } from '@/i18n/legal';
import { useText } from '@/i18n/use-text';
import { ArticleList } from './components/article-list';
import { LegalPage, operatorName } from './components/legal-page';
import styles from './components/legal-page.module.css';

/** /terms: the terms of use, 14 articles, dated 2025-07-20. */
export function TermsPage() {
  const app = useText(appText);
  const legal = useText(legalText);
  return (
    <LegalPage title={app.titles.terms} dated>
      {(shop) => (
        <>
          <p className={styles.intro}>{legal.terms.intro(operatorName(shop), shop.name)}</p>
          <ArticleList articles={legal.terms.articles()} />
          <p className={styles.closing}>{legal.common.end}</p>
        </>
      )}
    </LegalPage>
  );
}
