import { z } from 'zod';

/** A release's version: MAJOR.MINOR.PATCH with an optional pre-release tag (0.3.0, 0.3.0-rc.1). */
export const RELEASE_VERSION_PATTERN = /^(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})(-[0-9A-Za-z.-]{1,32})?$/;
export const zReleaseVersion = z.string().regex(RELEASE_VERSION_PATTERN);

/** Where a box runs from: the binary installed with it, or one of the two release slots. */
export const RELEASE_SLOTS = ['factory', 'a', 'b'] as const;
export const zReleaseSlot = z.enum(RELEASE_SLOTS);
export type ReleaseSlot = z.infer<typeof zReleaseSlot>;

/**
 * The last upgrade's end, as the launcher wrote it: `upgraded` (the new version answered healthy
 * `seconds` after the switch) or `rolled-back` (it did not: `crash-loop` or `no-answer`; the
 * previous slot and the database from before the upgrade came back after `seconds`).
 */
export const zUpgradeOutcome = z.object({
  result: z.enum(['upgraded', 'rolled-back']),
  from: z.string(),
  to: z.string(),
  reason: z.enum(['healthy', 'crash-loop', 'no-answer']),
  at: z.number().int(),
  seconds: z.number().int(),
});
export type UpgradeOutcome = z.infer<typeof zUpgradeOutcome>;

/** Why this box cannot take a release now (null: it can). */
export const UPGRADE_BLOCKERS = ['notLaunched', 'noReleaseKey', 'inProgress'] as const;

/** GET /v1/upgrade/status (owner, page password). */
export const zUpgradeStatusResponse = z.object({
  version: z.string(),
  arch: z.string(),
  slot: zReleaseSlot.nullable(),
  previousVersion: z.string().nullable(),
  blocker: z.enum(UPGRADE_BLOCKERS).nullable(),
  lastOutcome: zUpgradeOutcome.nullable(),
});
export type UpgradeStatusResponse = z.infer<typeof zUpgradeStatusResponse>;

/** POST /v1/upgrade/install: a release bundle in the multipart field `bundle`. */
export const zUpgradeInstallBody = z.object({}).strict();
export const zUpgradeInstallResponse = z.object({
  version: z.string(),
  slot: zReleaseSlot,
  /** The box stops now and its launcher starts the new version, or brings the old one back. */
  restarting: z.literal(true),
});
export type UpgradeInstallResponse = z.infer<typeof zUpgradeInstallResponse>;

/** The largest release bundle the box accepts (the binary is ~130 MiB, ~45 MiB gzipped). */
export const RELEASE_BUNDLE_MAX_BYTES = 400 * 1024 * 1024;
