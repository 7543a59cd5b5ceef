import type { Feature } from '../../shared/feature';
import { startDemoPrinters } from './demo-printers';
import { type PrintQueueOptions, printQueueOf } from './print-queue';
import { createPrintingRoutes } from './printing.routes';

export { DEMO_TICKETS_FILE } from './demo-printers';
export { type PrintQueueOptions, printQueueOf } from './print-queue';
export { listPrinters } from './printers.service';
export { activeReceiptPrinter, insertReceiptJob, paymentReceiptJobExists, receiptJobExists } from './receipt-jobs';

declare module '../../shared/feature' {
  interface FeatureOptions {
    /** The print queue's timings (tests shorten them). */
    printing?: PrintQueueOptions;
  }
}

/**
 * Printing: the demo shop's fake printers (demo mode), and the durable print queue, started
 * before the box listens; its consumer turns orders and 取消 into print jobs.
 */
export const feature: Feature = {
  name: 'printing',
  routes: createPrintingRoutes,
  async start(deps, options) {
    const demoPrinters = deps.config.mode === 'demo' ? await startDemoPrinters(deps) : undefined;
    const queue = printQueueOf(deps, options.printing);
    queue.start();
    return {
      async stop() {
        await queue.stop();
        await demoPrinters?.close();
      },
    };
  },
  consumers: (deps) => [printQueueOf(deps).consumer()],
};
