import type { DiskStatusResponse } from '@contract/disk';
import { describe, expect, it } from 'vitest';
import { diskAlertOf, formatBytes } from './disk-alert-model';

const MiB = 1024 ** 2;
const status = (over: Partial<DiskStatusResponse>): DiskStatusResponse => ({
  free_bytes: 20 * 1024 * MiB,
  total_bytes: 32 * 1024 * MiB,
  level: 'ok',
  refusing_orders: false,
  reserve_bytes: 4 * MiB,
  uses: { pictures: 300 * MiB, backups: 2.5 * 1024 * MiB, logs: 64 * MiB, database: 12 * MiB },
  at: 0,
  ...over,
});

describe('the disk alert', () => {
  it('says nothing while the card has room or the status is unknown', () => {
    expect(diskAlertOf(null)).toBeNull();
    expect(diskAlertOf(status({}))).toBeNull();
  });

  it('is amber when low, red when critical or refusing orders, with free space and what uses the card', () => {
    expect(diskAlertOf(status({ level: 'low', free_bytes: 900 * MiB }))).toEqual({
      urgent: false,
      headline: 'low',
      free: '900 MB',
      uses: { pictures: '300 MB', backups: '2.5 GB', logs: '64 MB', database: '12 MB' },
    });
    expect(diskAlertOf(status({ level: 'critical' }))).toMatchObject({ urgent: true, headline: 'critical' });
    expect(diskAlertOf(status({ level: 'critical', refusing_orders: true }))).toMatchObject({
      urgent: true,
      headline: 'refusing',
    });
  });

  it('reads sizes as a person would', () => {
    expect(formatBytes(12 * 1024)).toBe('12 KB');
    expect(formatBytes(350 * MiB)).toBe('350 MB');
    expect(formatBytes(1.24 * 1024 * MiB)).toBe('1.2 GB');
  });
});
