import type { Feature } from '../shared/feature';
import { feature as auth } from './auth';
import { feature as backup } from './backup';
import { feature as bills } from './bills';
import { feature as checkIn } from './check-in';
import { feature as clock } from './clock';
import { feature as corrections } from './corrections';
import { feature as diningTables } from './dining-tables';
import { feature as discovery } from './discovery';
import { feature as disk } from './disk';
import { feature as guests } from './guests';
import { feature as hqLink } from './hq-link';
import { feature as images } from './images';
import { feature as kitchen } from './kitchen';
import { feature as mail } from './mail';
import { feature as menuItems } from './menu-items';
import { feature as menuTranslations } from './menu-translations';
import { feature as menus } from './menus';
import { feature as optionGroups } from './option-groups';
import { feature as orders } from './orders';
import { feature as pageauth } from './pageauth';
import { feature as pairing } from './pairing';
import { feature as plans } from './plans';
import { feature as printing } from './printing';
import { feature as receiptPrinting } from './receipt-printing';
import { feature as receipts } from './receipts';
import { feature as reports } from './reports';
import { feature as settings } from './settings';
import { feature as setup } from './setup';
import { feature as stations } from './stations';
import { feature as system } from './system';
import { feature as tableSessions } from './table-sessions';
import { feature as today } from './today';
import { feature as upgrades } from './upgrades';
import { feature as users } from './users';

/**
 * Every feature of the box: app.ts mounts their routes, server.ts starts them and registers their
 * consumers, the job runner starts their jobs, all in this order (features stop in reverse, so
 * backup, first here after the clock, closes last but for the clock: a backup under way finishes after the print queue stopped).
 * A new feature is its folder and one line here.
 */
export const features: readonly Feature[] = [
  clock,
  backup,
  disk,
  discovery,
  system,
  settings,
  setup,
  auth,
  pageauth,
  users,
  mail,
  menus,
  menuItems,
  optionGroups,
  diningTables,
  pairing,
  tableSessions,
  guests,
  checkIn,
  orders,
  plans,
  receipts,
  bills,
  corrections,
  reports,
  today,
  stations,
  kitchen,
  printing,
  receiptPrinting,
  menuTranslations,
  images,
  upgrades,
  hqLink,
];
