import { ja } from '@/i18n/ja';
import { legalJa } from '@/i18n/legal.ja';
import { ArticleList } from './components/article-list';
import { LegalPage, operatorName } from './components/legal-page';
import styles from './components/legal-page.module.css';

/** /terms: the terms of use, 14 articles, dated 2025-07-20. */
export function TermsPage() {
  return (
    <LegalPage title={ja.titles.terms} dated>
      {(shop) => (
        <>
          <p className={styles.intro}>{legalJa.terms.intro(operatorName(shop), shop.name)}</p>
          <ArticleList articles={legalJa.terms.articles()} />
          <p className={styles.closing}>{legalJa.common.end}</p>
        </>
      )}
    </LegalPage>
  );
}
