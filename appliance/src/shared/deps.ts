import type { Config } from '../config';
import type { Db } from '../db/client';
import { EventDispatcher } from '../events/dispatcher';
import { AuthSessions } from '../features/auth/auth-sessions';
import { PageAuth } from '../features/pageauth/page-auth';
import { DeviceCredentials } from '../features/pairing/device-credentials';
import { SettingsRepo } from '../features/settings/settings.repo';
import { ensureSigningKey } from '../features/settings/shop-settings';
import type { Logger } from '../logger';

/** What every feature's routes are built from; made once at start. */
export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  /** Delivers the domain events services record in their transactions; call committed() after one. */
  events: EventDispatcher;
  settings: SettingsRepo;
  authSessions: AuthSessions;
  devices: DeviceCredentials;
  pageAuth: PageAuth;
  startedAt: number;
}

export function createDeps(config: Config, db: Db, logger: Logger): AppDeps {
  const settings = new SettingsRepo(db);
  const key = ensureSigningKey(settings);
  return {
    config,
    db,
    logger,
    events: new EventDispatcher(db, logger),
    settings,
    authSessions: new AuthSessions(db),
    devices: new DeviceCredentials(db, key),
    pageAuth: new PageAuth(settings, db),
    startedAt: Date.now(),
  };
}
