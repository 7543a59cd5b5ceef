import type { DiskStatusResponse, DiskUses } from '@contract/disk';

/** The texts of the disk alert, from the area's catalog. */
export interface DiskAlertTexts {
  label: string;
  refusing: string;
  critical: string;
  low: string;
  free: (size: string) => string;
  uses: (sizes: Record<keyof DiskUses, string>) => string;
}

export interface DiskAlert {
  /** Red: orders are refused or the card is nearly full; amber: running low. */
  urgent: boolean;
  headline: 'refusing' | 'critical' | 'low';
  free: string;
  uses: Record<keyof DiskUses, string>;
}

/** 12 KB, 350 MB, 1.2 GB: what a person reads at a glance. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 ** 2) return `${Math.round(bytes / 1024 ** 2)} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

/** What the alert says for the box's disk status, or null while the card has room. */
export function diskAlertOf(status: DiskStatusResponse | null): DiskAlert | null {
  if (!status || (status.level === 'ok' && !status.refusing_orders)) return null;
  const headline = status.refusing_orders ? 'refusing' : status.level === 'critical' ? 'critical' : 'low';
  return {
    urgent: headline !== 'low',
    headline,
    free: formatBytes(status.free_bytes),
    uses: {
      pictures: formatBytes(status.uses.pictures),
      backups: formatBytes(status.uses.backups),
      logs: formatBytes(status.uses.logs),
      database: formatBytes(status.uses.database),
    },
  };
}
