import type { Request } from 'express';
import type { z } from 'zod';
import { AppError } from '../shared/app-error';

function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issues = result.error.issues.slice(0, 20).map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw new AppError('VALIDATION', { extras: { issues } });
  }
  return result.data;
}

/** The request body parsed by its contract schema; a 400 VALIDATION otherwise. */
export function parseBody<T extends z.ZodType>(schema: T, req: Request): z.infer<T> {
  return parse(schema, req.body ?? {});
}

/** The query string parsed by its contract schema; a 400 VALIDATION otherwise. */
export function parseQuery<T extends z.ZodType>(schema: T, req: Request): z.infer<T> {
  return parse(schema, req.query ?? {});
}
