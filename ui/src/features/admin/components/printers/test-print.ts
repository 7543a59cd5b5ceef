import type { PrinterTestResponse } from '@contract/printers';
import { useCallback, useState } from 'react';
import { adminText } from '@/i18n/admin';
import { text } from '@/i18n/catalog';
import { errorMessage } from '@/lib/api-client';
import { testPrinter } from '../../api/printers.api';

export interface TestOutcome {
  printed: boolean;
  message: string;
  /** The box's technical reason (ECONNREFUSED ...), for whoever sets the printer up. */
  detail: string | null;
  /** The test ticket is still queued: it prints once the printer is back. */
  waiting: boolean;
}

/** What the owner reads after テスト印刷: printed, or why not in words, from the job and the printer's fresh state. */
export function testOutcome({ job, printer }: PrinterTestResponse): TestOutcome {
  const t = text(adminText).printers.test;
  if (job.state === 'printed') return { printed: true, message: t.printed, detail: null, waiting: false };
  const message =
    printer.state === 'offline'
      ? t.offline
      : printer.state === 'paperOut'
        ? t.paperOut
        : printer.state === 'coverOpen'
          ? t.coverOpen
          : t.unconfirmed;
  return { printed: false, message, detail: job.last_error, waiting: job.state === 'queued' || job.state === 'sent' };
}

export interface TestPrint {
  running: boolean;
  outcome: TestOutcome | null;
  run: () => Promise<void>;
  clear: () => void;
}

/** One printer's テスト印刷: the box answers within a few seconds; `onDone` reloads the screen. */
export function useTestPrint(printerId: number, onDone: () => void): TestPrint {
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);
  const run = useCallback(async () => {
    setRunning(true);
    setOutcome(null);
    try {
      setOutcome(testOutcome(await testPrinter(printerId)));
    } catch (error) {
      setOutcome({ printed: false, message: errorMessage(error), detail: null, waiting: false });
    } finally {
      setRunning(false);
      onDone();
    }
  }, [printerId, onDone]);
  const clear = useCallback(() => setOutcome(null), []);
  return { running, outcome, run, clear };
}
