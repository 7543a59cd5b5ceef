import { useEffect, useState } from 'react';
import { Emblem } from '@/components/ui/emblem';
import { LinkButton } from '@/components/ui/link-button';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';
import type { GuestCount } from '../api/diner-api';
import { loadCheckIn, useCheckIn } from '../state/check-in-store';
import { getIdentity, useIdentity, useTableName, wasGuestPhone } from '../state/identity-store';
import { startVisit, useVisit } from '../state/visit-store';
import { DinerNotice, UnregisteredAlert } from './diner-notice';
import { GuestCounter } from './guest-counter';
import { LanguageSwitch } from './language-switch';
import styles from './welcome-page.module.css';

/** Starts (or resumes) the table's visit while the menu screen opens; the menu waits for it. */
function startOrResume(guests?: GuestCount): void {
  const { table } = getIdentity();
  if (table) void startVisit(table.id, guests);
}

/** / and /sp: the diner's first screen. */
export function WelcomePage() {
  const app = useText(appText);
  usePageTitle(app.titles.home);
  const identity = useIdentity();
  const tableName = useTableName();
  // The shop's check-in, asked each time the welcome opens.
  useEffect(() => void loadCheckIn(), []);
  const { settings: checkIn, status, coverTranslations } = useCheckIn();
  const known = status === 'known';
  const visit = useVisit();
  const [guests, setGuests] = useState<GuestCount>({ adults: 0, children: 0 });
  // Guests already counted (a reload, or staff seated them) are not asked again.
  const asking = Boolean(checkIn?.ask_guest_count) && identity.table !== null && visit.session?.guest_count == null;
  const counted = guests.adults + guests.children > 0;
  // A guest's phone whose visit ended: nothing to start here; the next order needs a new code.
  if (identity.status === 'unregistered' && wasGuestPhone()) {
    return (
      <DinerNotice>
        <UnregisteredAlert />
      </DinerNotice>
    );
  }
  return (
    <div className={styles.page} data-check-in={known ? 'known' : 'asking'}>
      <div className={styles.language}>
        <LanguageSwitch tone="light" />
      </div>
      <section className={styles.hero}>
        <Emblem size={88} className={styles.emblem} />
        <h1 className={styles.greeting}>{app.welcome.greeting}</h1>
        {identity.table && (
          <p className={styles.table} data-menu-text="">
            {tableName}
          </p>
        )}
        <p className={styles.lead}>{app.welcome.lead}</p>
        {asking && checkIn && (
          <GuestCounter settings={checkIn} coverTranslations={coverTranslations} value={guests} onChange={setGuests} />
        )}
        <LinkButton
          to={paths.menu}
          size="xl"
          className={styles.start}
          aria-disabled={asking && !counted}
          onClick={(event) => {
            if (asking && !counted) {
              event.preventDefault();
              return;
            }
            startOrResume(asking ? guests : undefined);
          }}
        >
          {app.welcome.start}
        </LinkButton>
        {identity.status === 'unregistered' && (
          <div className={styles.notice}>
            <UnregisteredAlert />
          </div>
        )}
      </section>
    </div>
  );
}
