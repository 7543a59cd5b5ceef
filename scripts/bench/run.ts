/**
 * npm run bench [section ...]: every benchmark, or the sections named (e.g. `npm run bench -- orders`).
 * Each section prints its own figures as ratios against a baseline measured in the same run.
 */

import { benchAppliance } from './appliance.bench';
import { benchBundle } from './bundle.bench';
import { benchHq } from './hq.bench';
import { benchKitchen } from './kitchen.bench';
import { benchOptions } from './options.bench';
import { benchOrders } from './orders.bench';
import { benchPhones } from './phones.bench';
import { benchPlans } from './plans.bench';
import { benchPush } from './push.bench';
import { benchReport } from './report.bench';
import { benchStaffList } from './staff-list.bench';
import { benchTranslations } from './translations.bench';
import { benchVisit } from './visit.bench';
import { benchWear } from './wear.bench';

const sections: Record<string, () => Promise<boolean>> = {
  orders: benchOrders,
  options: benchOptions,
  plans: benchPlans,
  visit: benchVisit,
  push: benchPush,
  kitchen: benchKitchen,
  phones: benchPhones,
  'staff-list': benchStaffList,
  report: benchReport,
  translations: benchTranslations,
  appliance: benchAppliance,
  bundle: benchBundle,
  wear: benchWear,
  hq: benchHq,
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in sections));
if (unknown.length > 0) {
  console.error(`unknown bench section(s): ${unknown.join(', ')}; known: ${Object.keys(sections).join(', ')}`);
  process.exit(2);
}
let ok = true;
for (const [name, run] of Object.entries(sections)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.log(`\n=== bench: ${name} ===`);
  ok = (await run()) && ok;
}
process.exitCode = ok ? 0 : 1;
