import path from 'node:path';
import compression from 'compression';
import express, { type Express, Router } from 'express';
import qs from 'qs';
import { createAuthRoutes } from './features/auth/auth.routes';
import { createBillRoutes } from './features/bills';
import { createCheckInRoutes } from './features/check-in';
import { createCorrectionRoutes } from './features/corrections';
import { createDiningTableRoutes } from './features/dining-tables/dining-tables.routes';
import { createImageRoutes } from './features/images/images.routes';
import { createKitchenRoutes } from './features/kitchen';
import { createMailRoutes } from './features/mail/mail.routes';
import { createMenuItemRoutes } from './features/menu-items/menu-items.routes';
import { createMenuTranslationRoutes } from './features/menu-translations';
import { createMenuRoutes } from './features/menus/menus.routes';
import { createOptionGroupRoutes } from './features/option-groups';
import { createOrderRoutes } from './features/orders/orders.routes';
import { createPageAuthRoutes } from './features/pageauth/pageauth.routes';
import { createPairingRoutes } from './features/pairing/pairing.routes';
import { createPlanRoutes } from './features/plans';
import { createPrintingRoutes } from './features/printing';
import { createReceiptPrintingRoutes } from './features/receipt-printing';
import { createReceiptRoutes } from './features/receipts';
import { createReportRoutes } from './features/reports';
import { createShopRoutes } from './features/settings/shop.routes';
import { createSetupRoutes } from './features/setup/setup.routes';
import { createStationRoutes } from './features/stations';
import { createSystemRoutes } from './features/system/system.routes';
import { createTableSessionRoutes } from './features/table-sessions/table-sessions.routes';
import { createTodayRoutes } from './features/today';
import { createUserRoutes } from './features/users/users.routes';
import { resolveAuth } from './http/auth-middleware';
import { endpointDispatcher } from './http/endpoint-route';
import { errorMiddleware, notFound } from './http/error-middleware';
import { originCheck } from './http/origin-check';
import { securityHeaders } from './http/security-headers';
import { serveUi } from './http/serve-ui';
import type { AppDeps } from './shared/deps';

export interface AppOptions {
  /** Folder of the Vite build; the box serves it with an SPA fallback when present. */
  uiDir?: string;
}

/** The whole HTTP application without listening, so tests and main.ts share it. */
export function createApp(deps: AppDeps, options: AppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // `flags[]=1&flags[]=2` arrays, with bounds so a hostile query cannot build deep objects.
  app.set('query parser', (query: string) => qs.parse(query, { depth: 2, arrayLimit: 50, parameterLimit: 200 }));
  app.use(securityHeaders);
  // Tablets on shop Wi-Fi load ~400 KB of JS and JSON menus; gzip cuts that by two thirds. Only
  // reads are large: a POST answers one small object, and wrapping its response costs more than it
  // saves. API answers change every time, so they take the fastest level (a 300-line order list
  // compresses in a third of the time for a few percent more bytes); the UI's files, fetched once
  // and cached, the default.
  const gzipAssets = compression({ threshold: 1024 });
  const gzipAnswers = compression({ threshold: 1024, level: 1 });
  app.use((req, res, next) => {
    if (req.method !== 'GET') return next();
    return (req.path.startsWith('/v1/') ? gzipAnswers : gzipAssets)(req, res, next);
  });

  const api = Router();
  // JSON and (per route) multipart only: no screen sends form-encoded bodies, so none are parsed.
  api.use(express.json({ limit: '100kb' }));
  api.use(originCheck);
  api.use(resolveAuth(deps));
  api.use(
    endpointDispatcher(
      [
        createSystemRoutes,
        createShopRoutes,
        createSetupRoutes,
        createAuthRoutes,
        createPageAuthRoutes,
        createUserRoutes,
        createMailRoutes,
        createMenuRoutes,
        createMenuItemRoutes,
        createOptionGroupRoutes,
        createDiningTableRoutes,
        createPairingRoutes,
        createTableSessionRoutes,
        createCheckInRoutes,
        createOrderRoutes,
        createPlanRoutes,
        createReceiptRoutes,
        createBillRoutes,
        createCorrectionRoutes,
        createReportRoutes,
        createTodayRoutes,
        createStationRoutes,
        createKitchenRoutes,
        createPrintingRoutes,
        createReceiptPrintingRoutes,
        createMenuTranslationRoutes,
      ].map((routes) => routes(deps)),
    ),
  );
  app.use('/v1', api);
  app.use(createImageRoutes(deps));

  if (options.uiDir) app.use(serveUi(path.resolve(options.uiDir)));
  // Whatever path a program asks for, the answer is the JSON envelope (`//v1/...` too).
  app.use(notFound);
  app.use(errorMiddleware(deps.logger));
  return app;
}
