import { DEMO_LOGINS } from '../../appliance/src/db/seed/demo-shop';
import { ApiClient } from '../../appliance/test/helpers/api-client';

const PAGE_PASSWORD = DEMO_LOGINS.find((login) => login.email === '-')?.password ?? '';

/** The demo owner, logged in with the /admin page password, as the owner's screens call the box. */
export async function demoOwner(url: string): Promise<ApiClient> {
  const owner = new ApiClient(url);
  const login = DEMO_LOGINS[0]!;
  await owner.login(login.email, login.password);
  const grant = await owner.post('/v1/pageauth/login', { password: PAGE_PASSWORD });
  if (grant.status !== 200) throw new Error(`page login answered ${grant.status}`);
  return owner;
}

/** The median time of `repeats` calls, each one required to answer 200. */
export async function medianMs(
  repeats: number,
  what: string,
  ask: () => Promise<{ status: number; body?: unknown }>,
): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const started = performance.now();
    const res = await ask();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body ?? '').slice(0, 200)}`);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}
