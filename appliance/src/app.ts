import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import qs from 'qs';
import { endpoints } from './contract/endpoints';
import { features } from './features';
import { resolveAuth } from './http/auth-middleware';
import { captivePortal } from './http/captive-portal';
import { endpointDispatcher } from './http/endpoint-route';
import { errorMiddleware, notFound } from './http/error-middleware';
import { type GuestRateRules, guestNetworkGate, guestRateLimit } from './http/guest-network-gate';
import { chainOf } from './http/handler-chain';
import { jsonBody } from './http/json-body';
import { originCheck } from './http/origin-check';
import { type OverloadLimits, overloadGuard } from './http/overload-guard';
import { securityHeaders } from './http/security-headers';
import { serveUi } from './http/serve-ui';
import type { AppDeps } from './shared/deps';

export interface AppOptions {
  /** Folder of the Vite build; the box serves it with an SPA fallback when present. */
  uiDir?: string;
  /** When /v1 requests are refused as BUSY (tests lower them). */
  overload?: OverloadLimits;
  /** Guests' phones' limits (tests lower them). */
  guestRates?: GuestRateRules;
}

/** The health check (connection.test), as a path under /v1. */
const HEALTH_PATH = endpoints['connection.test'].path.slice('/v1'.length);

/** The whole HTTP application without listening, so tests and main.ts share it. */
export function createApp(deps: AppDeps, options: AppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // `flags[]=1&flags[]=2` arrays, with bounds so a hostile query cannot build deep objects.
  app.set('query parser', (query: string) => qs.parse(query, { depth: 2, arrayLimit: 50, parameterLimit: 200 }));
  // Tablets on shop Wi-Fi load ~400 KB of JS and JSON menus; gzip cuts that by two thirds. Only
  // reads are large: a POST answers one small object, and wrapping its response costs more than it
  // saves. API answers change every time, so they take the fastest level (a 300-line order list
  // compresses in a third of the time for a few percent more bytes); the UI's files, fetched once
  // and cached, the default.
  const gzipAssets = compression({ threshold: 1024 });
  const gzipAnswers = compression({ threshold: 1024, level: 1 });
  // Each list runs as one layer (handler-chain.ts): Express's router would match every entry's path.
  app.use(
    chainOf([
      securityHeaders,
      // Before anything else a phone on the guests' network asks for: its probes lead to the menu.
      captivePortal(deps),
      (req, res, next) => {
        if (req.method !== 'GET') return next();
        return (req.path.startsWith('/v1/') ? gzipAnswers : gzipAssets)(req, res, next);
      },
    ]),
  );

  // Refused at once when saturated, before the body is read; the health check is always answered
  // (the upgrade launcher reads it, and a tablet's 接続テスト).
  const overload = overloadGuard(options.overload);
  const api = chainOf([
    (req, res, next) => (req.path === HEALTH_PATH ? next() : overload(req, res, next)),
    // JSON and (per route) multipart only: no screen sends form-encoded bodies, so none are parsed.
    jsonBody(100 * 1024),
    originCheck,
    resolveAuth(deps),
    // The guests' network and guests' phones (issue 35): diner calls only, within their limits.
    guestNetworkGate(),
    guestRateLimit(options.guestRates),
    // Every feature's calls, in the order of features/index.ts.
    endpointDispatcher(features.flatMap((feature) => (feature.routes ? [feature.routes(deps)] : []))),
  ]);
  app.use('/v1', api);
  for (const feature of features) if (feature.pages) app.use(feature.pages(deps));

  if (options.uiDir) app.use(serveUi(path.resolve(options.uiDir)));
  // Whatever path a program asks for, the answer is the JSON envelope (`//v1/...` too).
  app.use(notFound);
  app.use(errorMiddleware(deps.logger, deps.disk));
  return app;
}
