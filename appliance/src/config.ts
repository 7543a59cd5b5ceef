import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';

/** Every setting of the box: command-line flag > environment variable > default. */
const zConfig = z.object({
  port: z.coerce.number().int().min(0).max(65535).default(8080),
  host: z.string().min(1).default('0.0.0.0'),
  dataDir: z.string().min(1).default('./data'),
  /** demo: an empty data dir gets the demo izakaya; production: nothing is seeded. */
  mode: z.enum(['demo', 'production']).default('production'),
  timeZone: z.string().min(1).default('Asia/Tokyo'),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Login and page-password attempts one address may make in 5 minutes (raised only by test rigs). */
  loginAttemptsPer5Min: z.coerce.number().int().min(1).default(30),
  /** Base URL put in mailed links and pairing QR codes; derived from the LAN address when empty. */
  publicUrl: z.string().url().optional(),
  /** Announce the box on the LAN by mDNS (only while it listens on a LAN-reachable address). */
  mdns: z.boolean().default(true),
  /** Nightly backups kept, one per day. */
  backupKeepDays: z.coerce.number().int().min(1).max(365).default(14),
  /** The vendor's ed25519 public keys (`*.pub`, PEM): only releases signed by one of them install. */
  releaseKeysDir: z.string().min(1).default('/etc/sma-order/release-keys'),
  /** The release slot the launcher started this box from (`systemd/sma-order-launch` sets SMA_ORDER_SLOT); none: not launched, no upgrades. */
  slot: z.enum(['factory', 'a', 'b']).optional(),
  smtp: z
    .object({
      host: z.string().min(1),
      port: z.coerce.number().int().min(1).max(65535).default(587),
      user: z.string().optional(),
      password: z.string().optional(),
      from: z.string().min(1).default('スマオーダー <no-reply@sma-order.local>'),
      secure: z.coerce.boolean().default(false),
    })
    .optional(),
});

export type Config = Readonly<z.infer<typeof zConfig>>;

/** The command line's setting flags; the CLI parses them too, to tell values from commands. */
export const CONFIG_FLAGS = {
  port: { type: 'string' },
  host: { type: 'string' },
  'data-dir': { type: 'string' },
  demo: { type: 'boolean' },
  mode: { type: 'string' },
  'time-zone': { type: 'string' },
  'log-level': { type: 'string' },
  'public-url': { type: 'string' },
  'no-mdns': { type: 'boolean' },
  'backup-keep-days': { type: 'string' },
  'release-keys': { type: 'string' },
} as const;

const OFF_WORDS = new Set(['0', 'false', 'off', 'no']);

/** Reads flags and environment once; throws a readable error when a setting is wrong. */
export function loadConfig(argv: readonly string[] = process.argv.slice(2), env: NodeJS.ProcessEnv = process.env): Config {
  const { values: flags } = parseArgs({ args: [...argv], options: CONFIG_FLAGS, strict: false, allowPositionals: true });
  const pick = (flag: unknown, envValue: string | undefined) =>
    typeof flag === 'string' && flag !== '' ? flag : envValue === '' ? undefined : envValue;

  const smtpHost = env.SMTP_HOST;
  const raw = {
    port: pick(flags.port, env.PORT),
    host: pick(flags.host, env.HOST),
    dataDir: pick(flags['data-dir'], env.DATA_DIR),
    mode: flags.demo === true ? 'demo' : pick(flags.mode, env.SMA_ORDER_MODE),
    timeZone: pick(flags['time-zone'], env.SHOP_TIME_ZONE),
    logLevel: pick(flags['log-level'], env.LOG_LEVEL),
    loginAttemptsPer5Min: env.LOGIN_ATTEMPTS_PER_5MIN || undefined,
    publicUrl: pick(flags['public-url'], env.PUBLIC_URL),
    mdns: flags['no-mdns'] === true ? false : !OFF_WORDS.has((env.SMA_ORDER_MDNS ?? '').trim().toLowerCase()),
    backupKeepDays: pick(flags['backup-keep-days'], env.BACKUP_KEEP_DAYS),
    releaseKeysDir: pick(flags['release-keys'], env.SMA_ORDER_RELEASE_KEYS),
    slot: env.SMA_ORDER_SLOT || undefined,
    smtp: smtpHost
      ? {
          host: smtpHost,
          port: env.SMTP_PORT || undefined,
          user: env.SMTP_USER || undefined,
          password: env.SMTP_PASSWORD || undefined,
          from: env.SMTP_FROM || undefined,
          secure: env.SMTP_SECURE === 'true',
        }
      : undefined,
  };
  const parsed = zConfig.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return Object.freeze({ ...parsed.data, dataDir: path.resolve(parsed.data.dataDir) });
}

/** Builds a config for tests and tools without reading the process environment. */
export function makeConfig(overrides: Partial<z.input<typeof zConfig>>): Config {
  const data = zConfig.parse(overrides);
  return Object.freeze({ ...data, dataDir: path.resolve(data.dataDir) });
}
