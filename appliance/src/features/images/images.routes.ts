import path from 'node:path';
import express, { Router } from 'express';
import { AppError } from '../../shared/app-error';
import type { AppDeps } from '../../shared/deps';
import { imagesDir } from '../../shared/image-store';

/** Stored pictures: names are random and never reused, so browsers may cache them for a year. */
export function createImageRoutes(deps: AppDeps): Router {
  const router = Router();
  // Pictures are only read; serve-static would answer other methods with an empty 405.
  router.use('/images', (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    res.setHeader('Allow', 'GET, HEAD');
    next(new AppError('METHOD_NOT_ALLOWED'));
  });
  router.use(
    '/images',
    express.static(path.resolve(imagesDir(deps.config.dataDir)), {
      immutable: true,
      maxAge: '365d',
      index: false,
      dotfiles: 'deny',
      fallthrough: false,
    }),
  );
  return router;
}
