import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import { paths } from '@/lib/paths';
import { HomeStatusLink } from '../home/home-status-link';
import { DOWN_STATES } from './printer-state';
import { usePrinterSummary } from './use-printer-summary';

/** The admin home's line about the printers: all online, or how many have trouble, and held tickets. */
export function PrintersHomeLink() {
  const admin = useText(adminText);
  const t = admin.printers.home;
  const printers = usePrinterSummary();
  if (!printers) return null;
  const trouble = printers.filter((p) => DOWN_STATES.has(p.state)).length;
  const held = printers.reduce((n, p) => n + p.held, 0);
  const status = printers.length === 0 ? t.none : trouble > 0 ? t.trouble(trouble) : t.allOnline(printers.length);
  return (
    <HomeStatusLink
      to={paths.adminPrinters}
      label={t.link}
      status={held > 0 ? [status, t.held(held)] : [status]}
      tone={trouble > 0 || held > 0 ? 'trouble' : 'ok'}
    />
  );
}
