import { appText } from '@/i18n/app';
import { legalText } from '@/i18n/legal';
import { useText } from '@/i18n/use-text';
import { ArticleList } from './components/article-list';
import { companyRows, InfoTable } from './components/company-table';
import { LegalPage, operatorName } from './components/legal-page';
import styles from './components/legal-page.module.css';

/** /policy: what the box keeps (orders, table visits, staff accounts), where (only in the shop), and why. */
export function PolicyPage() {
  const app = useText(appText);
  const legal = useText(legalText);
  return (
    <LegalPage title={app.titles.policy} dated>
      {(shop) => (
        <>
          <p className={styles.intro}>{legal.policy.intro(operatorName(shop), shop.name)}</p>
          <ArticleList articles={legal.policy.articles()} />
          <section className={styles.article}>
            <h2 className={styles.articleTitle}>{legal.common.contact}</h2>
            <p className={styles.clause}>{legal.policy.contactLead}</p>
            <InfoTable rows={companyRows(shop.company, shop.name)} />
          </section>
          <p className={styles.closing}>{legal.common.end}</p>
        </>
      )}
    </LegalPage>
  );
}
