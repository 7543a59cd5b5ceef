import { generateKeyPairSync } from 'node:crypto';
import { hqBoxCalls } from '../../contract/hq-api';
import type { HqLinkEnrolBody, HqLinkStatus } from '../../contract/hq-link';
import { zEnrolResponse, zHqErrorBody } from '../../contract/hq-protocol';
import { AppError } from '../../shared/app-error';
import type { AppDeps } from '../../shared/deps';
import { VERSION } from '../../version';
import { hqBase, postToHq } from './hq-client';
import type { HqLinkStore } from './hq-link-store';
import { dropAllFacts, lastFactSeq, pendingCount, pendingFacts } from './outbox';
import type { Uploader } from './uploader';

const ENROL_TIMEOUT_MS = 10_000;

/** The enrolment as /admin shows it, or null. */
export function hqLinkStatus(deps: Pick<AppDeps, 'db'>, link: HqLinkStore, uploader: Uploader): HqLinkStatus | null {
  const stored = link.current;
  if (!stored) return null;
  const menu = link.menuState();
  return {
    url: stored.url,
    shopId: stored.shopId,
    shopName: stored.shopName,
    chainName: stored.chainName,
    enrolledAt: stored.enrolledAt,
    state: stored.revokedAt !== null ? 'revoked' : stored.stalledAt !== null ? 'stalled' : 'linked',
    queued: pendingCount(deps.db),
    // Facts leave the outbox only once HQ has them: all before the oldest still here are acknowledged.
    acked: Math.max(0, (pendingFacts(deps.db, 1)[0]?.seq ?? lastFactSeq(deps.db) + 1) - stored.firstSeq),
    lastContactAt: uploader.state.lastContactAt,
    lastError: uploader.state.lastError,
    menu: { applied: menu.applied, pending: menu.pending?.version ?? null },
  };
}

/**
 * Enrols the box with headquarters by the one-time code its owner was given there: the box makes
 * its own key pair, headquarters binds the public key to the shop, and from then on every call is
 * signed. A box revoked by headquarters may enrol again; a linked one leaves first.
 */
export async function enrolWithHq(deps: AppDeps, link: HqLinkStore, uploader: Uploader, body: HqLinkEnrolBody): Promise<void> {
  if (link.current && link.current.revokedAt === null) throw new AppError('HQ_ALREADY_LINKED');
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  // Facts still queued from a revoked enrolment are this box's sales: they go first.
  const firstSeq = pendingFacts(deps.db, 1)[0]?.seq ?? lastFactSeq(deps.db) + 1;
  const boxUuid = link.boxUuid();
  const request = {
    code: body.code,
    publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    boxUuid,
    firstSeq,
    version: VERSION,
  };
  let answer: Awaited<ReturnType<typeof postToHq>>;
  try {
    answer = await postToHq(body.url, hqBoxCalls.enrol.path, request, ENROL_TIMEOUT_MS);
  } catch (error) {
    throw new AppError('HQ_UNREACHABLE', { cause: error });
  }
  if (answer.status !== 200) {
    const refused = zHqErrorBody.safeParse(answer.body);
    if (refused.success && refused.data.error.code === 'HQ_CODE_INVALID') throw new AppError('HQ_CODE_INVALID');
    throw new AppError('HQ_UNREACHABLE');
  }
  const enrolled = zEnrolResponse.safeParse(answer.body);
  if (!enrolled.success) throw new AppError('HQ_UNREACHABLE');
  link.enrolled(
    {
      url: hqBase(body.url),
      shopId: enrolled.data.shopId,
      shopName: enrolled.data.shopName,
      chainName: enrolled.data.chainName,
      hqBoxId: enrolled.data.boxId,
      privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      enrolledAt: deps.clock.now(),
      firstSeq,
      revokedAt: null,
      stalledAt: null,
    },
    boxUuid,
  );
  uploader.kick();
}

/** The box stops sending and forgets its key; its own facts (bills, reports) stay. */
export function leaveHq(deps: Pick<AppDeps, 'db'>, link: HqLinkStore): void {
  link.save(null);
  dropAllFacts(deps.db);
}
