import type { Config } from '../config';
import type { Db } from '../db/client';
import { GroupCommit } from '../db/group-commit';
import { EventDispatcher } from '../events/dispatcher';
import type { Logger } from '../logger';
import { AuthSessions } from './auth-sessions';
import { DeviceCredentials } from './device-credentials';
import { DiskGuard } from './disk-guard';
import { GuestCredentials } from './guest-credentials';
import { GuestNetworkSettings } from './guest-network';
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
  /** Guests' own phones joined to a visit by its QR code (issue 35). */
  guests: GuestCredentials;
  /** The guests' side of the network: diner calls only from there (issue 35). */
  guestNetwork: GuestNetworkSettings;
  pageAuth: PageAuth;
  /** The data dir's reserve and whether the card is full (orders and pictures refused until room comes back). */
  disk: DiskGuard;
  /** performance.now() at start: uptime is a duration, so it does not follow the clock. */
  startedAt: number;
  /**
   * The box's clock (epoch ms): every time a feature stores, compares or shows (a row's times,
   * expiries, plans, the business day) is read from it, never from Date.now(). A test, the demo or
   * a time correction replaces it here (`deps.clock = ...`) and the whole box follows, including
   * the sessions, credentials, settings and event cursors made in createDeps.
   */
  clock: Clock;
  /**
   * Asks for this box to be started again (a staged release switches in only then): stops the
   * process cleanly with SIGTERM, and the launcher's systemd unit (Restart=always) starts it.
   * Tests replace it.
   */
  restart: () => void;
}

export interface Clock {
  now(): number;
}

/** The default clock: the system's. */
export const systemClock: Clock = { now: () => Date.now() };

export function createDeps(config: Config, db: Db, logger: Logger): AppDeps {
  // Read through deps, so a clock replaced later moves these too (the key's first write comes before deps).
  let deps: AppDeps | undefined;
  const now = () => (deps?.clock ?? systemClock).now();
  const settings = new SettingsRepo(db, now);
  const key = ensureSigningKey(settings);
  const events = new EventDispatcher(db, logger, now);
  deps = {
    config,
    db,
    logger,
    events,
    groupCommit: new GroupCommit(db.$client, () => events.committed()),
    settings,
    authSessions: new AuthSessions(db, now),
    devices: new DeviceCredentials(db, key, now),
    guests: new GuestCredentials(db, key, now),
    guestNetwork: new GuestNetworkSettings(settings),
    pageAuth: new PageAuth(settings, db, now, config.loginAttemptsPer5Min),
    disk: new DiskGuard(config.dataDir, logger),
    startedAt: performance.now(),
    clock: systemClock,
    restart: () => process.kill(process.pid, 'SIGTERM'),
  };
  return deps;
}
