import type { Request, RequestHandler, Response, Router } from 'express';
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
import type { DeviceActor } from '../shared/device-credentials';
import { adminOf, type DinerOrStaff, dinerOrStaffOf, type RequestAuth, staffOf } from './auth-middleware';
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

export type EndpointHandler<N extends EndpointName> = (
  call: EndpointCall<N>,
) => EndpointResponse<N> | Promise<EndpointResponse<N>>;

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

/**
 * Registers one call of the endpoint table on a feature's router: the method and path come from
 * the table, the door runs first (before `before`, e.g. an upload parser, reads a byte), then the
 * query and body are parsed by the call's schemas, and the handler's answer is typed by the call's
 * response schema. Feature routers register their calls only through this.
 */
export function endpoint<N extends EndpointName>(
  router: Router,
  name: N,
  handler: EndpointHandler<N>,
  before: RequestHandler[] = [],
): void {
  const { method, path } = endpoints[name];
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
  const run: RequestHandler = async (req, res) => {
    const call: EndpointCall<N> = {
      req,
      res,
      actor: door(req),
      query: (schemas.query ? parseQuery(schemas.query, req) : undefined) as EndpointParsedQuery<N>,
      body: (schemas.body ? parseBody(schemas.body, req) : undefined) as EndpointParsedBody<N>,
    };
    res.json(await handler(call));
  };
  const relative = path.slice('/v1'.length);
  if (method === 'GET') router.get(relative, ...admit, ...before, run);
  else router.post(relative, ...admit, ...before, run);
}
