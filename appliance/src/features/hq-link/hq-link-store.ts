import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { zChainMenu } from '../../contract/hq-protocol';
import type { SettingsRepo } from '../../shared/settings.repo';

const KEY = 'hqLink';
const BOX_UUID_KEY = 'hqBoxUuid';
const MENU_KEY = 'hqMenu';

/** The chain menu's version applied on this box, and a newer one fetched and not yet applied. */
const zMenuState = z.object({ applied: z.number().int().nullable(), pending: zChainMenu.nullable() });
export type MenuState = z.infer<typeof zMenuState>;

/** The box's enrolment with its chain's headquarters, kept in the settings (the key with it, as the box's own signing key is). */
const zStoredLink = z.object({
  url: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  chainName: z.string(),
  /** HQ's id of this box, which its signed calls name. */
  hqBoxId: z.number().int(),
  /** The box's Ed25519 private key, PKCS#8 PEM. */
  privateKey: z.string(),
  enrolledAt: z.number().int(),
  /** The first seq this enrolment sent (earlier ones went to an earlier one). */
  firstSeq: z.number().int().default(1),
  /** Headquarters refused the key (revoked): the box stops sending. */
  revokedAt: z.number().int().nullable(),
  /** Headquarters acknowledged facts it no longer holds: sending stops until a person looks. */
  stalledAt: z.number().int().nullable(),
});
export type StoredLink = z.infer<typeof zStoredLink>;

/** The enrolment as stored, read once and kept in memory: every recorded event asks whether the box is sending. */
export class HqLinkStore {
  private link: StoredLink | null;
  private menu: MenuState | null = null;

  constructor(private readonly settings: SettingsRepo) {
    this.link = settings.get(KEY, zStoredLink) ?? null;
  }

  get current(): StoredLink | null {
    return this.link;
  }

  /** Enrolled, and neither revoked nor stalled: facts are recorded and sent. */
  get sending(): boolean {
    return this.link !== null && this.link.revokedAt === null && this.link.stalledAt === null;
  }

  save(link: StoredLink | null): void {
    this.settings.set(KEY, link);
    this.link = link;
  }

  /**
   * The id this box's database keeps for headquarters, made at its first enrolment: the same box
   * enrolling again is the same box there. Stored with the enrolment only (a refused one writes nothing).
   */
  boxUuid(): string {
    return this.settings.get(BOX_UUID_KEY, z.string().uuid()) ?? randomUUID();
  }

  /** A successful enrolment: the link, and the box's id if it was new. */
  enrolled(link: StoredLink, boxUuid: string): void {
    if (this.settings.get(BOX_UUID_KEY, z.string().uuid()) !== boxUuid) this.settings.set(BOX_UUID_KEY, boxUuid);
    this.save(link);
  }

  /** Read once and kept: every upload says the version applied, and a waiting menu may be large. */
  menuState(): MenuState {
    this.menu ??= this.settings.get(MENU_KEY, zMenuState) ?? { applied: null, pending: null };
    return this.menu;
  }

  saveMenuState(state: MenuState): void {
    this.settings.set(MENU_KEY, state);
    this.menu = state;
  }

  update(patch: Partial<StoredLink>): void {
    if (this.link) this.save({ ...this.link, ...patch });
  }
}
