import fs from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { z } from 'zod';
import {
  type HqOwner,
  hqBoxCalls,
  hqOwnerCalls,
  zHqLoginBody,
  zHqOwnerCreateBody,
  zHqPublishMenuBody,
  zHqReportQuery,
  zHqSetupBody,
  zHqShopCreateBody,
  zHqShopIdBody,
} from '../contract/hq-api';
import {
  HQ_API_PREFIX,
  HQ_DATE_HEADER,
  zChainMenuDocument,
  zEnrolBody,
  zFactsBatch,
  zHelloBody,
  zMenuFetchBody,
  zPictureFetch,
  zPictureUpload,
} from '../contract/hq-protocol';
import { readCookie } from '../http/cookies';
import { TokenBuckets } from '../http/token-buckets';
import type { Logger } from '../logger';
import { BoxKeys, type SignedBox } from './box-auth';
import { listMenus, menuAfter, pictureData, publishMenu, receiveMenuSource, receivePicture } from './chain-menu.service';
import { chainReport } from './chain-report';
import { chainReportCsv } from './chain-report-csv';
import type { HqDb } from './hq-db';
import { HqError } from './hq-errors';
import { ingestFacts, noteHello } from './ingest';
import {
  chainName,
  createOwner,
  HQ_COOKIE,
  listOwners,
  logIn,
  logOut,
  OWNER_SESSION_MS,
  ownerOf,
  setUp,
  setupDone,
} from './owner-auth';
import { createShop, enrolBox, listShops, newShopCode, revokeShop } from './shops.service';

export interface HqAppOptions {
  /** HQ's clock (tests move it). */
  now?: () => number;
  /** The built screens (hq.html and its assets), served at /. */
  uiDir?: string;
  /** Where a call that failed inside HQ is told (pino's error); silent when absent. */
  logger?: Pick<Logger, 'error'>;
}

type Handler = (req: Request, res: Response) => Promise<unknown>;

function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new HqError('VALIDATION', {
      issues: result.error.issues.slice(0, 20).map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    });
  }
  return result.data;
}

function jsonOf(req: Request): unknown {
  const raw: unknown = req.body;
  if (!Buffer.isBuffer(raw) || raw.length === 0) return {};
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new HqError('BAD_JSON');
  }
}

/**
 * Headquarters' HTTP server: the boxes' calls (enrol with a one-time code, then facts and hellos
 * signed with their keys) and the owners' (setup, login, shops, the chain's report), all under
 * /hq/v1, and its screens at /. Every answer carries HQ's clock (x-sma-date), so a box can sign
 * with HQ's time when its own is off.
 */
export function createHqApp(db: HqDb, options: HqAppOptions = {}): express.Express {
  const now = options.now ?? Date.now;
  const keys = new BoxKeys(db);
  const logins = new TokenBuckets({ capacity: 10, perSecond: 0.2 });
  const app = express();
  app.disable('x-powered-by');
  // HTTPS ends at a reverse proxy on the same machine (README): its X-Forwarded-Proto makes the
  // login cookie Secure. A proxy elsewhere is not trusted.
  app.set('trust proxy', 'loopback');
  app.set('query parser', 'simple');

  app.use((_req, res, next) => {
    res.setHeader(HQ_DATE_HEADER, String(now()));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    next();
  });
  // The raw body, for the boxes' signatures over it; JSON is parsed per call.
  app.use(HQ_API_PREFIX, express.raw({ type: () => true, limit: '8mb' }));

  const router = express.Router({ caseSensitive: true, strict: true });
  const run = (handler: Handler) => (req: Request, res: Response, next: NextFunction) => {
    handler(req, res).then((body) => {
      if (!res.headersSent) res.json(body);
    }, next);
  };
  // The page's own host, whatever the scheme: behind a TLS proxy HQ itself hears plain HTTP.
  const sameSite = (req: Request) => {
    const origin = req.headers.origin;
    if (origin === undefined) return;
    let host: string | null = null;
    try {
      host = new URL(origin).host;
    } catch {
      host = null;
    }
    if (host !== req.headers.host) throw new HqError('CROSS_SITE');
  };
  const owner = async (req: Request): Promise<HqOwner> => {
    const found = await ownerOf(db, readCookie(req, HQ_COOKIE), now());
    if (!found) throw new HqError('UNAUTHENTICATED');
    if (req.method === 'POST') sameSite(req);
    return found;
  };
  const signed = (req: Request): Promise<SignedBox> =>
    keys.verify(
      {
        method: req.method,
        path: `${HQ_API_PREFIX}${req.path}`,
        authorization: req.headers.authorization,
        date: req.get(HQ_DATE_HEADER),
        body: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
      },
      now(),
    );
  const setCookie = (req: Request, res: Response, value: string, maxAgeMs: number) =>
    res.cookie(HQ_COOKIE, value, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/', maxAge: maxAgeMs });

  // The boxes' calls.
  router.post(
    hqBoxCalls.enrol.path,
    run(async (req) => enrolBox(db, keys, parse(zEnrolBody, jsonOf(req)), now())),
  );
  router.post(
    hqBoxCalls.facts.path,
    run(async (req) => {
      const box = await signed(req);
      return { acked: await ingestFacts(db, box, parse(zFactsBatch, jsonOf(req)), now()) };
    }),
  );
  router.post(
    hqBoxCalls.hello.path,
    run(async (req) => {
      const box = await signed(req);
      const body = parse(zHelloBody, jsonOf(req));
      await noteHello(db, box, body, now());
      return { ok: true };
    }),
  );

  router.post(
    hqBoxCalls.menuSource.path,
    run(async (req) => {
      const box = await signed(req);
      return { missing: await receiveMenuSource(db, box, parse(zChainMenuDocument, jsonOf(req)), now()) };
    }),
  );
  router.post(
    hqBoxCalls.pictureUpload.path,
    run(async (req) => {
      await signed(req);
      await receivePicture(db, parse(zPictureUpload, jsonOf(req)), now());
      return { ok: true };
    }),
  );
  router.post(
    hqBoxCalls.pictureFetch.path,
    run(async (req) => {
      await signed(req);
      return { data: await pictureData(db, parse(zPictureFetch, jsonOf(req)).hash) };
    }),
  );
  router.post(
    hqBoxCalls.menuFetch.path,
    run(async (req) => {
      await signed(req);
      return { menu: await menuAfter(db, parse(zMenuFetchBody, jsonOf(req)).since) };
    }),
  );

  // The owners' calls.
  router.get(
    hqOwnerCalls.setupStatus.path,
    run(async () => ({ setup_done: await setupDone(db), chain_name: await chainName(db) })),
  );
  router.post(
    hqOwnerCalls.setUp.path,
    run(async (req, res) => {
      sameSite(req);
      const body = parse(zHqSetupBody, jsonOf(req));
      await setUp(db, body, now());
      setCookie(req, res, await logIn(db, { email: body.email, password: body.password }, now()), OWNER_SESSION_MS);
      return { status: true };
    }),
  );
  router.post(
    hqOwnerCalls.logIn.path,
    run(async (req, res) => {
      sameSite(req);
      const wait = logins.take(req.ip ?? '', now());
      if (wait > 0) {
        res.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
        throw new HqError('RATE_LIMITED');
      }
      setCookie(req, res, await logIn(db, parse(zHqLoginBody, jsonOf(req)), now()), OWNER_SESSION_MS);
      return { status: true };
    }),
  );
  router.post(
    hqOwnerCalls.logOut.path,
    run(async (req, res) => {
      sameSite(req);
      const token = readCookie(req, HQ_COOKIE);
      if (token) await logOut(db, token);
      setCookie(req, res, '', 0);
      return { status: true };
    }),
  );
  router.get(
    hqOwnerCalls.me.path,
    run(async (req) => ({ owner: await owner(req), chain_name: await chainName(db) })),
  );
  router.get(
    hqOwnerCalls.owners.path,
    run(async (req) => {
      await owner(req);
      return { owners: await listOwners(db) };
    }),
  );
  router.post(
    hqOwnerCalls.createOwner.path,
    run(async (req) => {
      await owner(req);
      return { owner: await createOwner(db, parse(zHqOwnerCreateBody, jsonOf(req)), now()) };
    }),
  );
  router.get(
    hqOwnerCalls.shops.path,
    run(async (req) => {
      await owner(req);
      return { shops: await listShops(db) };
    }),
  );
  router.post(
    hqOwnerCalls.createShop.path,
    run(async (req) => {
      await owner(req);
      return createShop(db, parse(zHqShopCreateBody, jsonOf(req)).name, now());
    }),
  );
  router.post(
    hqOwnerCalls.newCode.path,
    run(async (req) => {
      await owner(req);
      return newShopCode(db, parse(zHqShopIdBody, jsonOf(req)).shop_id, now());
    }),
  );
  router.post(
    hqOwnerCalls.revoke.path,
    run(async (req) => {
      await owner(req);
      return { shop: await revokeShop(db, keys, parse(zHqShopIdBody, jsonOf(req)).shop_id, now()) };
    }),
  );
  router.get(
    hqOwnerCalls.report.path,
    run(async (req) => {
      await owner(req);
      return { report: await chainReport(db, parse(zHqReportQuery, req.query)) };
    }),
  );
  router.get(
    hqOwnerCalls.reportCsv.path,
    run(async (req, res) => {
      await owner(req);
      const query = parse(zHqReportQuery, req.query);
      const report = await chainReport(db, query);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="chain-${report.from}_${report.to}.csv"`);
      res.send(chainReportCsv(report));
      return undefined;
    }),
  );
  router.get(
    hqOwnerCalls.menus.path,
    run(async (req) => {
      await owner(req);
      return listMenus(db);
    }),
  );
  router.post(
    hqOwnerCalls.publishMenu.path,
    run(async (req) => {
      await owner(req);
      return { version: await publishMenu(db, parse(zHqPublishMenuBody, jsonOf(req)).shop_id, now()) };
    }),
  );
  app.use(HQ_API_PREFIX, router);
  app.use(HQ_API_PREFIX, () => {
    throw new HqError('NOT_FOUND');
  });

  if (options.uiDir) {
    const uiDir = options.uiDir;
    app.use(express.static(uiDir, { index: false, maxAge: '1y', immutable: true }));
    app.get(/.*/, (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(fs.readFileSync(path.join(uiDir, 'hq.html')));
    });
  }

  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const known =
      error instanceof HqError ? error : isTooLarge(error) ? new HqError('PAYLOAD_TOO_LARGE') : new HqError('INTERNAL');
    if (known.code === 'INTERNAL') options.logger?.error({ err: error }, 'headquarters call failed');
    res.status(known.status).json(known.body());
  });
  return app;
}

function isTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'type' in error && error.type === 'entity.too.large';
}
