import { DEMO_LOGINS } from '../../appliance/src/db/seed/demo-shop';

function demoLogin(email: string): { email: string; password: string } {
  const login = DEMO_LOGINS.find((l) => l.email === email);
  if (!login) throw new Error(`demo login ${email} is missing from the seed`);
  return { email: login.email, password: login.password };
}

/** The demo shop's accounts, read from the seed so the tests follow it. */
export const staff = demoLogin('staff@example.com');
export const owner = demoLogin('owner@example.com');
