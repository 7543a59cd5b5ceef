import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { USER_FLAG } from '../contract/constants';
import { databasePath, openExistingDatabase } from '../db/client';
import { users } from '../db/schema';
import { boxTimeOf } from '../features/clock';
import { invalidateKeys, issueKey, KEY_TTL_MS } from '../features/users';
import { publicBase } from './box-address';
import { terminalQr } from './terminal-qr';

/**
 * `sma-order reset-password EMAIL`: for an owner locked out. Prints a one-time password-reset link
 * (valid one hour, the same kind the reset mail carries) rather than taking a new password: the
 * password is then typed only into the box's own form with its usual rules, never into a shell's
 * history or a process list. Using the link also lifts a login lock and ends every session.
 */
export async function resetPassword(argv: readonly string[], email: string | undefined): Promise<number> {
  const config = loadConfig(argv);
  if (!email) {
    process.stderr.write('Usage: sma-order reset-password EMAIL [--data-dir DIR] [--port PORT] [--public-url URL]\n');
    return 2;
  }
  const file = databasePath(config.dataDir);
  if (!fs.existsSync(file)) {
    process.stderr.write(`No database at ${file}: is --data-dir right?\n`);
    return 1;
  }
  const db = openExistingDatabase(file);
  try {
    const user = db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).get();
    if (!user) {
      process.stderr.write(`No account with the email ${email}.\n`);
      return 1;
    }
    if (user.flag !== USER_FLAG.active) {
      const why = user.flag === USER_FLAG.pending ? 'has not set its first password yet' : 'is disabled';
      process.stderr.write(`That account ${why}; an owner can manage it from /admin.\n`);
      return 1;
    }
    const now = boxTimeOf(db);
    const key = db.transaction((tx) => {
      invalidateKeys(tx, user.id, 'reset', now);
      return issueKey(tx, user.id, 'reset', now);
    });
    const link = `${publicBase(config, config.port)}/reset-password?secret=${key}`;
    const minutes = Math.round(KEY_TTL_MS.reset / 60_000);
    process.stdout.write(
      [
        `One-time password reset link for ${user.email} (valid ${minutes} minutes, while the box runs):`,
        `  ${link}`,
        '',
        await terminalQr(link),
        'Opening it lets you choose a new password; it also lifts a login lock and logs out every session.',
        '',
      ].join('\n'),
    );
    return 0;
  } finally {
    // No checkpoint here: the running box owns the WAL.
    db.$client.close();
  }
}
