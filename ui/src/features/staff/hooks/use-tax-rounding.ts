import type { TaxRounding } from '@contract/tax-rules';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';

let asked: Promise<TaxRounding> | null = null;

/** The owner's rounding of each rate's tax (切り捨て until the box says otherwise). */
export function useTaxRounding(): TaxRounding {
  const [rounding, setRounding] = useState<TaxRounding>('floor');
  useEffect(() => {
    let live = true;
    asked ??= api.call('receipt.settings').then(
      (answer) => answer.settings.tax_rounding,
      () => {
        asked = null;
        return 'floor' as const;
      },
    );
    void asked.then((value) => live && setRounding(value));
    return () => {
      live = false;
    };
  }, []);
  return rounding;
}
