import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

/**
 * Serves the built UI: hashed assets cached for a year, every other GET answered with index.html
 * so React Router handles /menu, /login/ and the rest.
 */
export function serveUi(uiDir: string): Router {
  const router = Router();
  const indexFile = path.join(uiDir, 'index.html');
  router.use(
    '/assets',
    express.static(path.join(uiDir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }),
  );
  router.use(express.static(uiDir, { index: false, maxAge: '1h' }));
  router.get('/{*path}', (req, res, next) => {
    if (!req.accepts('html')) return next();
    if (!fs.existsSync(indexFile)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    // Relative to `root`: the folder itself may sit under a dot folder (~/.cache for the binary),
    // which send() would refuse as a dotfile if it saw the whole path.
    res.sendFile('index.html', { root: uiDir });
  });
  return router;
}
