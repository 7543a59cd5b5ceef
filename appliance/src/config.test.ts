import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the defaults of a checkout: port 8080, ./data, all interfaces, production', () => {
    const config = loadConfig([], {});
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', dataDir: path.resolve('./data'), mode: 'production' });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('takes PORT and DATA_DIR from the environment', () => {
    expect(loadConfig([], { PORT: '9000', DATA_DIR: '/tmp/box' })).toMatchObject({ port: 9000, dataDir: '/tmp/box' });
  });

  it('prefers flags over the environment, in both --flag value and --flag=value forms', () => {
    const config = loadConfig(['--port', '9100', '--data-dir=/srv/data', '--demo'], { PORT: '9000', DATA_DIR: '/tmp/box' });
    expect(config).toMatchObject({ port: 9100, dataDir: '/srv/data', mode: 'demo' });
  });

  it('refuses a wrong setting with a readable error instead of starting half-configured', () => {
    expect(() => loadConfig(['--port', 'eighty'], {})).toThrow(/port/);
    expect(() => loadConfig([], { PORT: '70000' })).toThrow(/port/);
    expect(() => loadConfig([], { LOG_LEVEL: 'loud' })).toThrow(/logLevel/);
  });

  it('configures SMTP only when a host is given', () => {
    expect(loadConfig([], {}).smtp).toBeUndefined();
    expect(loadConfig([], { SMTP_HOST: 'mail.local', SMTP_PORT: '2525' }).smtp).toMatchObject({ host: 'mail.local', port: 2525 });
  });

  it('turns mDNS off by flag or environment, and keeps 14 days of backups unless told', () => {
    expect(loadConfig([], {})).toMatchObject({ mdns: true, backupKeepDays: 14 });
    expect(loadConfig(['--no-mdns'], {}).mdns).toBe(false);
    for (const off of ['off', '0', 'false', 'no', 'OFF']) expect(loadConfig([], { SMA_ORDER_MDNS: off }).mdns).toBe(false);
    expect(loadConfig([], { SMA_ORDER_MDNS: 'on' }).mdns).toBe(true);
    expect(loadConfig(['--backup-keep-days', '30'], { BACKUP_KEEP_DAYS: '7' }).backupKeepDays).toBe(30);
    expect(() => loadConfig([], { BACKUP_KEEP_DAYS: '0' })).toThrow(/backupKeepDays/);
  });
});
