import { parseArgs } from 'node:util';
import { CONFIG_FLAGS, loadConfig } from '../config';
import { becomeDataDirOwner } from './privileges';
import type { CliRuntime } from './runtime';
import { usageText, versionText } from './usage';

const COMMANDS = ['serve', 'backup', 'restore', 'reset-password', 'upgrade', 'hq'] as const;
type Command = (typeof COMMANDS)[number];

function isCommand(word: string): word is Command {
  return (COMMANDS as readonly string[]).includes(word);
}

/** Runs one command line; answers the exit code. `serve` answers only once the box has stopped. */
export async function runCli(argv: readonly string[], runtime: CliRuntime): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: { ...CONFIG_FLAGS, version: { type: 'boolean', short: 'v' }, help: { type: 'boolean', short: 'h' } },
    strict: false,
    allowPositionals: true,
  });
  if (values.help) {
    process.stdout.write(usageText());
    return 0;
  }
  if (values.version) {
    process.stdout.write(versionText());
    return 0;
  }
  const [word = 'serve', argument, ...extra] = positionals;
  // Headquarters has flags of its own (--database-url ...), read by hq-cli.ts: their values are not commands.
  if (word === 'hq') return (await import('../hq/hq-cli')).serveHq(argv, runtime).catch(configurationError);
  const takesArgument = word === 'restore' || word === 'reset-password' || word === 'upgrade';
  if (!isCommand(word) || extra.length > 0 || (argument !== undefined && !takesArgument)) {
    process.stderr.write(`Unknown command: ${positionals.join(' ')}\n\n${usageText()}`);
    return 2;
  }
  // Each command loads only its own modules: `--version` (which the launcher asks the factory
  // binary) and `--help` load none of the box, and a maintenance command not the whole server.
  try {
    if (word === 'serve') return await (await import('./serve')).serve(argv, runtime);
    becomeDataDirOwner(loadConfig(argv).dataDir);
    if (word === 'backup') return await (await import('./backup')).backup(argv);
    if (word === 'restore') return await (await import('./restore')).restore(argv, argument);
    if (word === 'upgrade') return await (await import('./upgrade')).upgrade(argv, argument);
    return await (await import('./reset-password')).resetPassword(argv, argument);
  } catch (error) {
    return configurationError(error);
  }
}

/** A setting that is wrong ends the command with its message and exit code 2. */
function configurationError(error: unknown): number {
  if (!(error instanceof Error && error.message.startsWith('Invalid configuration'))) throw error;
  process.stderr.write(`${error.message}\n`);
  return 2;
}
