import path from 'node:path';
import express, { Router } from 'express';
import type { AppDeps } from '../../http/deps';
import { imagesDir } from './image-store';

/** Stored pictures: names are random and never reused, so browsers may cache them for a year. */
export function createImageRoutes(deps: AppDeps): Router {
  const router = Router();
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
