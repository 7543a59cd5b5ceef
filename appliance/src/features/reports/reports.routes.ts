import { reportRange } from '../../contract/reports';
import { DownloadAnswer } from '../../http/download-answer';
import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import type { AppDeps } from '../../shared/deps';
import { receiptSettings } from '../receipts';
import { closeDay } from './day-close.service';
import { dailyReport, rangeMs } from './report.service';
import { reportCsv } from './report-csv';
import { genreLabels, readPaidVisits } from './report-source';

/** The owner's 日計 and sales report: figures of business days, their close, and CSV files. */
export function createReportRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();

  endpoint(router, 'report.daily', ({ res, query }) => {
    res.setHeader('Cache-Control', 'no-store');
    return dailyReport(deps, query);
  });
  endpoint(router, 'report.close', ({ actor, body }) => closeDay(deps, actor, body));
  endpoint(router, 'report.csv', ({ query }) => {
    const range = reportRange(query);
    const { from, to } = rangeMs(range, deps.config.timeZone);
    const file = reportCsv(query.kind, range, readPaidVisits(deps.db, from, to), {
      rounding: receiptSettings(deps.settings).tax_rounding,
      timeZone: deps.config.timeZone,
      genreLabels: genreLabels(deps.db),
    });
    return new DownloadAnswer(file.text, 'text/csv; charset=utf-8', file.filename);
  });

  return router;
}
