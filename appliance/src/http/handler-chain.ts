import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Runs handlers in turn, as Express runs its layers, ending in `done` with the first error (thrown,
 * rejected or passed to next). As in Express, a falsy value or 'route' passed to next goes on to
 * the next handler; 'router' is not supported (it would leave the enclosing router, not the chain).
 */
export function runChain(chain: readonly RequestHandler[], req: Request, res: Response, done: NextFunction): void {
  let index = 0;
  const step = (error?: unknown): void => {
    if (error && error !== 'route') {
      done(error);
      return;
    }
    const handler = chain[index++];
    if (!handler) {
      done();
      return;
    }
    try {
      const result: unknown = handler(req, res, step);
      if (result instanceof Promise) result.catch((reason: unknown) => done(reason || new Error('Rejected promise')));
    } catch (thrown) {
      done(thrown || new Error('Thrown falsy value'));
    }
  };
  step();
}

/**
 * Middleware that runs in order on every request, as one Express layer: each layer of Express's
 * router costs a path match and a trip through its `next` on every order and bump of a rush.
 */
export function chainOf(handlers: readonly RequestHandler[]): RequestHandler {
  return (req, res, next) => runChain(handlers, req, res, next);
}
