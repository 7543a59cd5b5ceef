import { ja } from '@/i18n/ja';
import { legalJa } from '@/i18n/legal.ja';
import { ArticleList } from './components/article-list';
import { companyRows, InfoTable } from './components/company-table';
import { LegalPage, operatorName } from './components/legal-page';
import styles from './components/legal-page.module.css';

/** /policy: what the box keeps (orders, table visits, staff accounts), where (only in the shop), and why. */
export function PolicyPage() {
  return (
    <LegalPage title={ja.titles.policy} dated>
      {(shop) => (
        <>
          <p className={styles.intro}>{legalJa.policy.intro(operatorName(shop), shop.name)}</p>
          <ArticleList articles={legalJa.policy.articles()} />
          <section className={styles.article}>
            <h2 className={styles.articleTitle}>{legalJa.common.contact}</h2>
            <p className={styles.clause}>{legalJa.policy.contactLead}</p>
            <InfoTable rows={companyRows(shop.company, shop.name)} />
          </section>
          <p className={styles.closing}>{legalJa.common.end}</p>
        </>
      )}
    </LegalPage>
  );
}
