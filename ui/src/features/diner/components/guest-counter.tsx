import { GUEST_COUNT_MAX } from '@contract/constants';
import { type MenuTranslations, menuText } from '@contract/menu-text';
import type { CheckInSettings } from '@contract/plans';
import { dinerText } from '@/i18n/diner';
import { formatYen } from '@/i18n/format';
import { useLocale } from '@/i18n/locale';
import { useText } from '@/i18n/use-text';
import type { GuestCount } from '../api/diner-api';
import styles from './guest-counter.module.css';
import { QuantityStepper } from './quantity-stepper';

export interface GuestCounterProps {
  settings: CheckInSettings;
  /** The cover's name in the other languages (`checkIn.settings`). */
  coverTranslations?: MenuTranslations;
  value: GuestCount;
  onChange: (next: GuestCount) => void;
}

/** The welcome screen's party count: 大人 (and 子供 when the shop counts them apart), and the cover charge said plainly. */
export function GuestCounter({ settings, coverTranslations, value, onChange }: GuestCounterProps) {
  const diner = useText(dinerText);
  const locale = useLocale();
  const rows: { who: string; key: keyof GuestCount }[] = settings.count_children
    ? [
        { who: diner.welcome.adults, key: 'adults' },
        { who: diner.welcome.children, key: 'children' },
      ]
    : [{ who: diner.welcome.guests, key: 'adults' }];
  const total = value.adults + value.children;
  return (
    <section className={styles.counter} aria-labelledby="guest-counter-title">
      <h2 id="guest-counter-title" className={styles.title}>
        {diner.welcome.guestsTitle}
      </h2>
      <div className={styles.rows}>
        {rows.map(({ who, key }) => (
          <div key={key} className={styles.row}>
            <span className={styles.who}>{who}</span>
            <QuantityStepper
              size="lg"
              min={0}
              max={value[key] + GUEST_COUNT_MAX - total}
              value={value[key]}
              onChange={(n) => onChange({ ...value, [key]: n })}
              decreaseLabel={diner.welcome.fewer(who)}
              increaseLabel={diner.welcome.more(who)}
            />
            <span className={styles.unit}>{diner.welcome.unit}</span>
          </div>
        ))}
      </div>
      {settings.cover && (
        <CoverNote
          label={menuText(settings.cover.label, coverTranslations, locale, 'name')}
          price={settings.cover.price}
          adultsOnly={settings.count_children}
        />
      )}
    </section>
  );
}

// Stands for the cover's label in the sentence, so the label (the shop's word) is marked as such.
const SLOT = '\u0000';

/** 'お通し代として…': the sentence in the guests' language around the shop's own name of the cover. */
function CoverNote({ label, price, adultsOnly }: { label: string; price: number; adultsOnly: boolean }) {
  const diner = useText(dinerText);
  const [before, after = ''] = diner.welcome.coverNote(SLOT, formatYen(price), adultsOnly).split(SLOT);
  return (
    <p className={styles.cover}>
      {before}
      <span data-menu-text="">{label}</span>
      {after}
    </p>
  );
}
