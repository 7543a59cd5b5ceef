import { DownloadAnswer } from '../../http/download-answer';
import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import { singleFileUpload } from '../../http/upload';
import type { AppDeps } from '../../shared/deps';
import { menuTextEntries, menuTranslationList } from './menu-text-entries';
import { menuTextCsv } from './menu-translations.csv';
import { importMenuTranslations } from './menu-translations.import';
import { saveMenuTranslation } from './menu-translations.service';

const CSV_MAX_BYTES = 2 * 1024 * 1024;

/** The menu's text in the diner's languages: the editor's list and saves, and the translator's CSV. */
export function createMenuTranslationRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();
  endpoint(router, 'menuTranslation.list', ({ res }) => {
    res.setHeader('Cache-Control', 'no-store');
    return menuTranslationList(deps.db, deps.settings);
  });
  endpoint(router, 'menuTranslation.save', ({ body }) => saveMenuTranslation(deps, body));
  endpoint(
    router,
    'menuTranslation.csv',
    () =>
      new DownloadAnswer(
        menuTextCsv(menuTextEntries(deps.db, deps.settings)),
        'text/csv; charset=utf-8',
        'menu-translations.csv',
      ),
  );
  endpoint(router, 'menuTranslation.import', ({ req }) => importMenuTranslations(deps, req.file?.buffer), [
    singleFileUpload('file', CSV_MAX_BYTES),
  ]);
  return router;
}
