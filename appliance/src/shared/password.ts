import { hash, verify } from '@node-rs/argon2';

// argon2id as DESIGN.md sets it (m=19 MiB, t=2, p=1); runs on libuv's pool, off the event loop.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
// A Pi has little memory: at most two hashes at once, the rest wait their turn.
const MAX_CONCURRENT = 2;

let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string): Promise<string> {
  return withSlot(() => hash(password, OPTIONS));
}

export function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // Without a stored hash, still spend the time of a check so timing does not tell pending accounts apart.
  return withSlot(() => verify(passwordHash ?? DUMMY_HASH, password).then((ok) => ok && passwordHash !== null));
}

const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$ol08NlgrbI2CBVTl71fnMA$A3/f5g07QOxPgsutShm/kuAKYAcrQVfNeDH6gYTnkO4';
