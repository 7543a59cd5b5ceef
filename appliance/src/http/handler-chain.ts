import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Runs handlers in turn, as Express would, ending in `done` with the first error (thrown, rejected or passed to next). */
export function runChain(chain: readonly RequestHandler[], req: Request, res: Response, done: NextFunction): void {
  let index = 0;
  const step = (error?: unknown): void => {
    if (error !== undefined && error !== null) {
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
      if (result instanceof Promise) result.catch(done);
    } catch (thrown) {
      done(thrown);
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
