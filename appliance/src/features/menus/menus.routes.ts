import { Router } from 'express';
import type { AppDeps } from '../../http/deps';

// TODO(issue 2): routes of this feature are being written.
export function createMenuRoutes(_deps: AppDeps): Router {
  return Router();
}
