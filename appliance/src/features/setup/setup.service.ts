import { z } from 'zod';
import { ROLE, USER_FLAG } from '../../contract/constants';
import type { SetupCompleteBody } from '../../contract/setup';
import { users } from '../../db/schema';
import { AppError } from '../../shared/app-error';
import type { AppDeps } from '../../shared/deps';
import { hashPassword } from '../../shared/password';
import { SETTING } from '../../shared/shop-settings';
import { assertPasswordRules } from '../users';
import { setupGateOf } from './setup-gate';

type UserRow = typeof users.$inferSelect;

/**
 * Creates the owner (role 22), the shop's name and company details and the /admin page password,
 * all in one transaction, then closes setup. Refused once any account exists (SETUP_DONE) or
 * without the console's token (SETUP_TOKEN_INVALID); nothing is written on any refusal.
 */
export async function completeSetup(deps: AppDeps, body: SetupCompleteBody): Promise<UserRow> {
  const { db, settings, logger } = deps;
  const gate = setupGateOf(deps);
  if (!gate.needsSetup()) throw new AppError('SETUP_DONE');
  if (!gate.matches(body.token)) throw new AppError('SETUP_TOKEN_INVALID');
  assertPasswordRules(body.owner.password);
  assertPasswordRules(body.pagePassword);
  const [ownerHash, pageHash] = await Promise.all([hashPassword(body.owner.password), hashPassword(body.pagePassword)]);

  const owner = db.transaction((tx) => {
    // Two owners racing with the same token: the second finds the first one's account here.
    if (tx.select({ id: users.id }).from(users).limit(1).get()) throw new AppError('SETUP_DONE');
    const now = deps.clock.now();
    const row = tx
      .insert(users)
      .values({
        email: body.owner.email,
        username: `${body.owner.last_name} ${body.owner.first_name}`,
        last_name: body.owner.last_name,
        first_name: body.owner.first_name,
        role: ROLE.system,
        flag: USER_FLAG.active,
        password_hash: ownerHash,
        created_at: now,
        updated_at: now,
      })
      .returning()
      .get();
    settings.set(SETTING.shopName, body.shopName);
    settings.set(SETTING.company, body.company);
    // PageAuth.setPassword hashes on its own and cannot join this transaction, so its two
    // settings are written here; the version bump ends any page-auth cookie of an earlier shop.
    settings.set(SETTING.pagePasswordHash, pageHash);
    settings.set(SETTING.pagePasswordVersion, (settings.get(SETTING.pagePasswordVersion, z.number().int()) ?? 0) + 1);
    return row;
  });
  gate.close();
  logger.info({ userId: owner.id }, 'first-run setup complete: owner account created');
  return owner;
}
