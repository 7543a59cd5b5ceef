import { jwtVerify, SignJWT } from 'jose';

/**
 * Tokens signed with jose that name a credential row by its id (`jti`), for one audience (a
 * tablet's, a guest's phone's). A token never changes meaning (no expiry: revocation is the row's),
 * so a checked signature is remembered; the row is still read on every request. Bounded: a flood
 * of forged tokens never enters (they fail the check).
 */
export class CredentialTokens {
  static readonly #CACHE_SIZE = 4096;
  readonly #verified = new Map<string, string>();

  constructor(
    private readonly key: Uint8Array,
    private readonly audience: string,
  ) {}

  sign(credentialId: string, claims: Record<string, unknown> = {}): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(credentialId)
      .setAudience(this.audience)
      .setIssuedAt()
      .sign(this.key);
  }

  /** The credential id a token names when its signature and audience hold; undefined otherwise. */
  async idOf(token: string): Promise<string | undefined> {
    const known = this.#verified.get(token);
    if (known) return known;
    let jti: string | undefined;
    try {
      const { payload } = await jwtVerify(token, this.key, { audience: this.audience, algorithms: ['HS256'] });
      jti = payload.jti;
    } catch {
      return undefined;
    }
    if (!jti) return undefined;
    if (this.#verified.size >= CredentialTokens.#CACHE_SIZE) this.#verified.delete(this.#verified.keys().next().value!);
    this.#verified.set(token, jti);
    return jti;
  }
}
