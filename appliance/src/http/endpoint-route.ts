import type { Request, RequestHandler, Response } from 'express';
import { ACCOUNT_ADMIN_MIN_ROLE } from '../contract/constants';
import {
  type EndpointParsedBody,
  type EndpointParsedQuery,
  type EndpointResponse,
  schemasOf,
} from '../contract/endpoint-schemas';
import { type Access, type EndpointName, endpoints } from '../contract/endpoints';
import { AppError } from '../shared/app-error';
import type { StaffActor } from '../shared/auth-sessions';
import type { DinerOrStaff, RequestAuth } from '../shared/caller';
import type { DeviceActor } from '../shared/device-credentials';
import type { FeatureCalls } from '../shared/feature';
import { adminOf, dinerOrStaffOf, staffOf } from './auth-middleware';
import { DownloadAnswer, sendDownload } from './download-answer';
import { endpointOf, methodsOf } from './endpoint-lookup';
import { runChain } from './handler-chain';
import { hasForeignBody } from './json-body';
import { RevalidatedAnswer, sendRevalidated } from './revalidated-answer';
import { parseBody, parseQuery } from './validate';

type AccessOf<N extends EndpointName> = (typeof endpoints)[N]['access'];

/** Who is calling, as the call's door admitted them. */
type ActorFor<A extends Access> = A extends 'public'
  ? RequestAuth
  : A extends 'tablet'
    ? DeviceActor
    : A extends 'diner'
      ? DinerOrStaff
      : StaffActor;

/** A request admitted to one call: its caller, and its query and body parsed by the call's schemas. */
export interface EndpointCall<N extends EndpointName> {
  req: Request;
  res: Response;
  actor: ActorFor<AccessOf<N>>;
  query: EndpointParsedQuery<N>;
  body: EndpointParsedBody<N>;
}

/**
 * A call's answer: the value, or (for reads screens re-open) the value serialized once with its
 * ETag, or (for a call whose answer is text, an export) a file to save.
 */
type Answer<N extends EndpointName> =
  | EndpointResponse<N>
  | RevalidatedAnswer<EndpointResponse<N>>
  | (EndpointResponse<N> extends string ? DownloadAnswer<EndpointResponse<N>> : never);

export type EndpointHandler<N extends EndpointName> = (call: EndpointCall<N>) => Answer<N> | Promise<Answer<N>>;

const doors: { [A in Access]: (req: Request) => ActorFor<A> } = {
  public: (req) => req.auth,
  tablet: (req) => {
    if (!req.auth.device) throw new AppError('DEVICE_NOT_REGISTERED');
    return req.auth.device;
  },
  diner: (req) => dinerOrStaffOf(req),
  staff: (req) => staffOf(req),
  self: (req) => staffOf(req),
  pageAuth: (req) => {
    if (!req.auth.staff || !req.auth.pageAuth) throw new AppError('PAGE_AUTH_REQUIRED');
    return req.auth.staff;
  },
  admin: (req) => adminOf(req),
  accountAdmin: (req) => adminOf(req, ACCOUNT_ADMIN_MIN_ROLE),
};

/** The calls a feature answers, each as the handlers that run for it in turn. */
export class EndpointRoutes {
  readonly #chains = new Map<EndpointName, readonly RequestHandler[]>();

  add(name: EndpointName, chain: readonly RequestHandler[]): void {
    if (this.#chains.has(name)) throw new Error(`${name} is registered twice`);
    this.#chains.set(name, chain);
  }

  entries(): IterableIterator<[EndpointName, readonly RequestHandler[]]> {
    return this.#chains.entries();
  }
}

/**
 * Registers one call of the endpoint table on a feature's routes: the door runs first (before
 * `before`, e.g. an upload parser, reads a byte), then the query and body are parsed by the call's
 * schemas, and the handler's answer is typed by the call's response schema. Feature routes
 * register their calls only through this; `endpointDispatcher` finds them by method and path.
 */
export function endpoint<N extends EndpointName>(
  routes: EndpointRoutes,
  name: N,
  handler: EndpointHandler<N>,
  before: RequestHandler[] = [],
): void {
  const schemas = schemasOf(name);
  const door = doors[endpoints[name].access as Access] as (req: Request) => ActorFor<AccessOf<N>>;
  // Only a call that reads more than JSON (an upload) needs the door ahead of its own middleware.
  const admit: RequestHandler[] =
    before.length === 0
      ? []
      : [
          (req, _res, next) => {
            door(req);
            next();
          },
        ];
  // An upload's body is its multipart form (read by `before`); every other call's is JSON.
  const takesJson = !('upload' in endpoints[name]);
  const jsonOnly = (req: Request): Request => {
    if (takesJson && hasForeignBody(req)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    return req;
  };
  const run: RequestHandler = async (req, res) => {
    const call: EndpointCall<N> = {
      req,
      res,
      actor: door(req),
      query: (schemas.query ? parseQuery(schemas.query, req) : undefined) as EndpointParsedQuery<N>,
      body: (schemas.body ? parseBody(schemas.body, jsonOnly(req)) : undefined) as EndpointParsedBody<N>,
    };
    const answer = await handler(call);
    if (answer instanceof RevalidatedAnswer) sendRevalidated(req, res, answer);
    else if (answer instanceof DownloadAnswer) sendDownload(res, answer);
    else sendJson(res, answer);
  };
  routes.add(name, [...admit, ...before, run]);
}

/**
 * The answer as JSON, written directly: Express's res.json would also look up the charset, check
 * freshness and build an ETag nobody asked for, on every order of a rush.
 */
function sendJson(res: Response, value: unknown): void {
  const body = JSON.stringify(value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

/**
 * The /v1 router: one lookup in the endpoint table by method and path (no walk over every
 * feature's routes). An unknown path is a 404, a known path with another method a 405 naming the
 * allowed ones. Every call of the table must be registered, or the box refuses to start.
 */
export function endpointDispatcher(all: readonly FeatureCalls[]): RequestHandler {
  const chains = new Map<EndpointName, readonly RequestHandler[]>();
  for (const routes of all) {
    for (const [name, chain] of routes.entries()) {
      if (chains.has(name)) throw new Error(`${name} is registered by two features`);
      chains.set(name, chain);
    }
  }
  const missing = (Object.keys(endpoints) as EndpointName[]).filter((name) => !chains.has(name));
  if (missing.length > 0) throw new Error(`calls without a route: ${missing.join(', ')}`);

  return (req, res, next) => {
    const path = req.baseUrl + req.path;
    const name = endpointOf(req.method, path);
    if (name) {
      runChain(chains.get(name)!, req, res, next);
      return;
    }
    const allowed = methodsOf(path);
    if (allowed.length === 0) throw new AppError('NOT_FOUND');
    res.setHeader('Allow', allowed.join(', '));
    throw new AppError('METHOD_NOT_ALLOWED');
  };
}
