import { createHash, createPublicKey, type KeyObject, verify } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { HQ_AUTH_SCHEME, HQ_SIGNATURE_SKEW_MS, hqSignedText } from '../contract/hq-protocol';
import type { HqDb } from './hq-db';
import { HqError } from './hq-errors';
import { boxes } from './hq-schema';

const AUTHORIZATION = new RegExp(`^${HQ_AUTH_SCHEME} box=(\\d{1,9}), sig=([A-Za-z0-9_-]{1,200})$`);

interface KnownBox {
  key: KeyObject;
  shopId: number;
  revoked: boolean;
}

/**
 * How long a box's key and state are taken as read: a revocation made by another HQ process (several
 * behind one address) reaches this one within this time; this process's own revocations at once.
 */
export const BOX_KEY_TTL_MS = 60_000;

/** A box that signed a call: HQ's id of it and its shop. */
export interface SignedBox {
  boxId: number;
  shopId: number;
}

/** The public keys of enrolled boxes, read at most once a minute each (a revocation or an enrolment here forgets it at once). */
export class BoxKeys {
  private readonly known = new Map<number, { box: KnownBox | null; readAt: number }>();

  constructor(private readonly db: HqDb) {}

  forget(boxId: number): void {
    this.known.delete(boxId);
  }

  private async boxOf(boxId: number, now: number): Promise<KnownBox | null> {
    const cached = this.known.get(boxId);
    if (cached && now - cached.readAt < BOX_KEY_TTL_MS && now >= cached.readAt) return cached.box;
    const [row] = await this.db
      .select({ publicKey: boxes.public_key, shopId: boxes.shop_id, revokedAt: boxes.revoked_at })
      .from(boxes)
      .where(eq(boxes.id, boxId));
    const box = row
      ? {
          key: createPublicKey({ key: Buffer.from(row.publicKey, 'base64'), format: 'der', type: 'spki' }),
          shopId: row.shopId,
          revoked: row.revokedAt !== null,
        }
      : null;
    this.known.set(boxId, { box, readAt: now });
    return box;
  }

  /**
   * The box that signed this call: the signature over method, path, date and body holds with the
   * box's key, the key is not revoked, and the date is within five minutes of HQ's clock.
   */
  async verify(
    call: { method: string; path: string; authorization: string | undefined; date: string | undefined; body: Buffer },
    now: number,
  ): Promise<SignedBox> {
    const match = AUTHORIZATION.exec(call.authorization ?? '');
    if (!match || !call.date || !/^\d{1,16}$/.test(call.date)) throw new HqError('HQ_SIGNATURE_INVALID');
    const boxId = Number(match[1]);
    const box = await this.boxOf(boxId, now);
    if (!box) throw new HqError('HQ_SIGNATURE_INVALID');
    const digest = createHash('sha256').update(call.body).digest('hex');
    const text = Buffer.from(hqSignedText(call.method, call.path, call.date, digest));
    if (!verify(null, text, box.key, Buffer.from(match[2]!, 'base64url'))) throw new HqError('HQ_SIGNATURE_INVALID');
    // Only the box itself (its signature holds) learns that it was revoked.
    if (box.revoked) throw new HqError('HQ_KEY_REVOKED');
    if (Math.abs(Number(call.date) - now) > HQ_SIGNATURE_SKEW_MS) throw new HqError('HQ_CLOCK_SKEW');
    return { boxId, shopId: box.shopId };
  }
}
