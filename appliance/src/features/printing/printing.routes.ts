import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import type { AppDeps } from '../../shared/deps';
import { printJobList, reprintJob, settleHeldJobs, testPrint } from './print-jobs.service';
import { printQueueOf } from './print-queue';
import { createPrinter, deletePrinter, listPrinters, updatePrinter } from './printers.service';

/** How long the test print's answer waits for the printer. */
const TEST_WAIT_MS = 8_000;

/** The shop's printers, their jobs, and what staff do with held tickets. */
export function createPrintingRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();
  const queue = printQueueOf(deps);

  endpoint(router, 'printer.list', () => {
    const data = listPrinters(deps.db);
    return { list: { data, total: data.length } };
  });
  endpoint(router, 'printer.create', ({ body }) => {
    const printer = createPrinter(deps, body);
    queue.poke(printer.id);
    return { printer };
  });
  endpoint(router, 'printer.update', ({ body }) => {
    const printer = updatePrinter(deps, body);
    queue.poke(printer.id);
    return { printer };
  });
  endpoint(router, 'printer.delete', ({ body }) => {
    const { movedTo } = deletePrinter(deps, body.id);
    queue.poke(body.id);
    if (movedTo !== null) queue.poke(movedTo);
    return { deleted: true as const };
  });
  endpoint(router, 'printer.test', ({ body }) => testPrint(deps, body.id, TEST_WAIT_MS));

  endpoint(router, 'printJob.list', ({ query }) => {
    const data = printJobList(deps.db, query);
    return { list: { data, total: data.length } };
  });
  endpoint(router, 'printJob.release', ({ body }) => ({ ids: settleHeldJobs(deps, body.ids, 'release') }));
  endpoint(router, 'printJob.drop', ({ body }) => ({ ids: settleHeldJobs(deps, body.ids, 'drop') }));
  endpoint(router, 'printJob.reprint', ({ body }) => ({ job: reprintJob(deps, body.id) }));

  return router;
}
