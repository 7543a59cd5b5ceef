import type { AppDeps } from '../../http/deps';
import type { Db } from '../client';
import { users } from '../schema';

export interface DemoLogin {
  label: string;
  email: string;
  password: string;
}

/** Printed at start and written in README. */
export const DEMO_LOGINS: readonly DemoLogin[] = [
  { label: 'オーナー (role 22)', email: 'owner@example.com', password: 'owner-pass-1234' },
  { label: 'スタッフ (role 11)', email: 'staff@example.com', password: 'staff-pass-1234' },
  { label: '/admin ページパスワード', email: '-', password: 'admin-page-1234' },
];

export function isEmptyShop(db: Db): boolean {
  return db.select({ id: users.id }).from(users).limit(1).all().length === 0;
}

// TODO(issue 2): the demo izakaya is being written.
export async function seedDemoShop(_deps: AppDeps): Promise<void> {}
