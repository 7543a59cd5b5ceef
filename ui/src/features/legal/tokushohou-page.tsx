import { appText } from '@/i18n/app';
import { legalText } from '@/i18n/legal';
import { useText } from '@/i18n/use-text';
import { InfoTable } from './components/company-table';
import { LegalPage } from './components/legal-page';
import styles from './components/legal-page.module.css';

/** /tokushohou: 特定商取引法に基づく表記, with the operating company from the box's settings. */
export function TokushohouPage() {
  const app = useText(appText);
  const legal = useText(legalText);
  const t = legal.tokushohou;
  return (
    <LegalPage title={app.titles.tokushohou}>
      {({ name, company }) => (
        <>
          <p className={styles.intro}>{t.lead(name)}</p>
          <InfoTable
            rows={[
              { term: t.seller, detail: company?.name ?? '' },
              { term: t.representative, detail: company?.representative ?? '' },
              { term: t.address, detail: company?.address ?? '' },
              { term: t.phone, detail: company?.phone ?? '' },
              { term: t.email, detail: company?.email ?? '' },
              { term: t.shop, detail: name },
              ...t.rows,
            ]}
          />
        </>
      )}
    </LegalPage>
  );
}
