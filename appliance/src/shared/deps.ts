import type { Config } from '../config';
import type { Db } from '../db/client';
import { GroupCommit } from '../db/group-commit';
import { EventDispatcher } from '../events/dispatcher';
import type { Logger } from '../logger';
import { AuthSessions } from './auth-sessions';
import { DeviceCredentials } from './device-credentials';
import { PageAuth } from './page-auth';
import { SettingsRepo } from './settings.repo';
import { ensureSigningKey } from './shop-settings';

/** What every feature's routes are built from; made once at start. */
export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  /** Delivers the domain events services record in their transactions; call committed() after one. */
  events: EventDispatcher;
  /**
   * Writes of the rush (orders) submitted in one turn of the event loop commit together, one
   * fsync for all; the events they record are delivered after that commit.
   */
  groupCommit: GroupCommit;
  settings: SettingsRepo;
  authSessions: AuthSessions;
  devices: DeviceCredentials;
  pageAuth: PageAuth;
  startedAt: number;
  /**
   * The box's clock for what runs on time (plans: start, last order, end). Tests replace `now` to
   * move time; everything else reads Date.now().
   */
  clock: { now(): number };
}

export function createDeps(config: Config, db: Db, logger: Logger): AppDeps {
  const settings = new SettingsRepo(db);
  const key = ensureSigningKey(settings);
  const events = new EventDispatcher(db, logger);
  return {
    config,
    db,
    logger,
    events,
    groupCommit: new GroupCommit(db.$client, () => events.committed()),
    settings,
    authSessions: new AuthSessions(db),
    devices: new DeviceCredentials(db, key),
    pageAuth: new PageAuth(settings, db),
    startedAt: Date.now(),
    clock: { now: () => Date.now() },
  };
}
