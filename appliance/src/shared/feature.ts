import type { RequestHandler, Router } from 'express';
import type { EndpointName } from '../contract/endpoints';
import type { EventConsumer } from '../events/dispatcher';
import type { AppDeps } from './deps';
import type { Job } from './job';
import type { WriteScope } from './write';

/** The calls a feature answers under /v1, each with its handlers (`http/endpoint-route.ts` EndpointRoutes). */
export interface FeatureCalls {
  entries(): Iterable<[EndpointName, readonly RequestHandler[]]>;
}

/**
 * Options the start of the box hands to features, one key per feature that takes some (tests
 * shorten the print queue's timings). A feature declares its key by augmenting this interface,
 * as `features/printing/index.ts` does.
 */
// biome-ignore lint/suspicious/noEmptyInterface: features add their keys by declaration merging.
export interface FeatureOptions {}

/** What a started feature leaves running; the box stops it when it closes. */
export interface RunningFeature {
  stop(): Promise<void>;
}

/**
 * What one feature brings to the box; `features/index.ts` lists them and app.ts, server.ts and
 * the job runner mount everything from that list, in its order.
 */
export interface Feature {
  name: string;
  /** Its calls of the endpoint table, dispatched under /v1. */
  routes?(deps: AppDeps): FeatureCalls;
  /** Routes outside /v1 (stored pictures under /images), mounted after /v1. */
  pages?(deps: AppDeps): Router;
  /**
   * Runs before the box listens, after the demo seed, in list order; what it returns is stopped
   * when the box closes (after the jobs, in reverse list order), or if listening fails.
   */
  start?(deps: AppDeps, options: FeatureOptions): RunningFeature | undefined | Promise<RunningFeature | undefined>;
  /** Durable event consumers, registered (and caught up) after every feature started, before the box listens. */
  consumers?(deps: AppDeps): EventConsumer[];
  /** Background jobs, started with the server. */
  jobs?(deps: AppDeps): Job[];
  /**
   * The box's clock was corrected by `stepMs` (negative: back), by NTP or a person: moves what
   * this feature has running by as much (open visits' times, deadlines, lockouts), so each keeps
   * its elapsed and remaining time. What is done stays as recorded (paid visits, payments,
   * receipts, the event log). Every feature's runs in one write (features/clock).
   */
  clockStepped?(w: WriteScope, stepMs: number): void;
}
