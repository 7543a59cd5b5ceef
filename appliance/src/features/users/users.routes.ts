import { Router } from 'express';
import type { AppDeps } from '../../http/deps';

// TODO(issue 2): routes of this feature are being written.
export function createUserRoutes(_deps: AppDeps): Router {
  return Router();
}
