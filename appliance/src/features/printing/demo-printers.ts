import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { printers } from '../../db/schema';
import { DEMO_PRINTERS } from '../../db/seed/demo-shop';
import { startFakePrinter } from '../../devices/fake-printer';
import type { FakePrinter } from '../../devices/fake-printer/types';
import type { AppDeps } from '../../shared/deps';

/** Where the demo printers' tickets are written, as text, in the data dir. */
export const DEMO_TICKETS_FILE = 'demo-printer-tickets.txt';

export interface DemoPrinters {
  close(): Promise<void>;
}

/**
 * The demo shop's printers are fake ones on loopback, started with the box on free ports (written
 * to the demo printers' rows), so a person trying the box sees real tickets: in the admin's print
 * history, in the log and in `demo-printer-tickets.txt` in the data dir. Printers the owner added
 * or pointed elsewhere are left alone.
 */
export async function startDemoPrinters(deps: AppDeps): Promise<DemoPrinters> {
  const { db, logger, config } = deps;
  const log = logger.child({ module: 'demo-printer' });
  const rows = db
    .select()
    .from(printers)
    .where(
      and(
        eq(printers.active, 1),
        eq(printers.host, '127.0.0.1'),
        inArray(
          printers.name,
          DEMO_PRINTERS.map((p) => p.name),
        ),
      ),
    )
    .all();
  const started: FakePrinter[] = [];
  const file = path.join(config.dataDir, DEMO_TICKETS_FILE);
  for (const row of rows) {
    const fake = await startFakePrinter({ host: '127.0.0.1', port: 0, family: row.family === 'star' ? 'star' : 'epson' });
    started.push(fake);
    db.update(printers).set({ port: fake.port, updated_at: deps.clock.now() }).where(eq(printers.id, row.id)).run();
    fake.onTicket((ticket) => {
      log.info({ printer: row.name, text: ticket.text }, 'demo printer printed a ticket');
      fs.appendFile(file, `----- ${row.name} ${new Date(ticket.at).toISOString()} -----\n${ticket.text}\n\n`, (error) => {
        if (error) log.warn({ err: error }, 'could not write the demo ticket file');
      });
    });
  }
  if (started.length > 0) log.info({ printers: rows.map((r) => r.name), file }, 'demo printers started (fake, on loopback)');
  return {
    async close() {
      await Promise.all(started.map((fake) => fake.close()));
    },
  };
}
