import type { Company, ShopInfoResponse } from '@contract/shop';
import { useCallback, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { adminText } from '@/i18n/admin';
import { text } from '@/i18n/catalog';
import { useText } from '@/i18n/use-text';
import { showToast } from '@/lib/toast-store';
import { saveShop } from '../../api/receipts.api';
import { useSubmit } from '../../lib/use-submit';
import styles from '../check-in/check-in.module.css';
import { TextInputField } from '../shared/text-input-field';
import { Card } from '../shell/admin-page';

const BLANK: Company = { name: '', representative: '', address: '', phone: '', email: '' };
const FIELDS = ['name', 'representative', 'address', 'phone', 'email'] as const;

/** The shop's name and operating company (first set at setup), as receipts print them. */
export function ShopDetailsEditor({ shop }: { shop: ShopInfoResponse['shop'] }) {
  const t = useText(adminText).shopDetails;
  const [name, setName] = useState(shop.name);
  const [company, setCompany] = useState<Company>(shop.company ?? BLANK);
  const labels: Record<(typeof FIELDS)[number], string> = {
    name: t.companyName,
    representative: t.representative,
    address: t.address,
    phone: t.phone,
    email: t.email,
  };
  const missing = name.trim() === '' || FIELDS.some((field) => company[field].trim() === '');

  const save = useSubmit(
    useCallback(async () => {
      const saved = await saveShop({ shopName: name, company });
      setName(saved.name);
      setCompany(saved.company ?? BLANK);
      showToast(text(adminText).shopDetails.saved, 'success');
    }, [name, company]),
  );

  return (
    <form
      className={styles.form}
      aria-label={t.card}
      onSubmit={(event) => {
        event.preventDefault();
        if (!missing) void save.run();
      }}
    >
      <Card title={t.card}>
        <p>{t.lead}</p>
        <TextInputField label={t.shopName} value={name} required maxLength={100} onValue={setName} />
        {FIELDS.map((field) => (
          <TextInputField
            key={field}
            label={labels[field]}
            value={company[field]}
            required
            maxLength={200}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            onValue={(value) => setCompany((c) => ({ ...c, [field]: value }))}
          />
        ))}
      </Card>
      {save.error && <Alert tone="error">{save.error}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={missing} loading={save.saving}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
