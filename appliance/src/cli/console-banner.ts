import type { Config } from '../config';
import { DEMO_LOGINS } from '../db/seed/demo-shop';
import type { RecoveryReport } from '../features/backup';
import type { RunningBox } from '../server';
import { boxUrls, publicBase } from './box-address';
import { terminalQr } from './terminal-qr';

export function setupUrl(config: Config, port: number, token: string): string {
  return `${publicBase(config, port)}/setup?token=${token}`;
}

/** The setup URL as the JSON log keeps it: enough to recognise, too little to use. */
export function redactedSetupUrl(url: string): string {
  return url.replace(/(token=[A-Za-z0-9_-]{4})[A-Za-z0-9_-]*/, '$1…');
}

function recoveryLines(report: RecoveryReport): string[] {
  return [
    '',
    '!!! The database was damaged and has been restored from the backup of',
    `!!! ${report.backupTakenAt.toISOString()}. Changes made after that time are lost.`,
    `!!! The damaged file was kept as ${report.keptAs}`,
  ];
}

/** What the console shows at start: where to open the box, and the demo logins or the setup URL. */
export async function startBanner(config: Config, box: RunningBox): Promise<string> {
  const lines = ['', 'スマオーダー is running.', ...boxUrls(config, box.port).map((u) => `  ${u}`)];
  if (box.recovery) lines.push(...recoveryLines(box.recovery));
  if (config.mode === 'demo') {
    lines.push('', 'Demo logins:');
    for (const login of DEMO_LOGINS) lines.push(`  ${login.label}: ${login.email} / ${login.password}`);
  }
  if (box.setupToken) {
    const url = setupUrl(config, box.port, box.setupToken);
    lines.push(
      '',
      'First-run setup: open this one-time URL on a phone or PC in the shop (or scan the code)',
      'to create the owner account. It works until setup is done; a restart prints a new one.',
      `  ${url}`,
      '',
      await terminalQr(url),
    );
  }
  return `${lines.join('\n')}\n\n`;
}
