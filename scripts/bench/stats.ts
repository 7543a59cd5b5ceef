import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Percentiles and summaries for benchmark samples (milliseconds). */

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export function summarize(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN };
}

/**
 * Peak resident memory of a process, sampled from /proc while a run lasts: all of it (VmRSS, which
 * counts the pages of the executable file the process touched) and its private part (RssAnon:
 * heap, stacks, buffers), the part that competes for a small box's memory.
 */
export class RssSampler {
  #peak = 0;
  #peakPrivate = 0;
  #timer: NodeJS.Timeout | undefined;

  constructor(private readonly pid: number) {}

  async #sample(): Promise<number> {
    const { readFile } = await import('node:fs/promises');
    const status = await readFile(`/proc/${this.pid}/status`, 'utf8').catch(() => '');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    this.#peak = Math.max(this.#peak, kb);
    this.#peakPrivate = Math.max(this.#peakPrivate, Number(/RssAnon:\s+(\d+)/.exec(status)?.[1] ?? 0));
    return kb;
  }

  start(): void {
    this.#timer = setInterval(() => void this.#sample(), 50);
  }

  async now(): Promise<number> {
    return this.#sample();
  }

  /** Stops sampling; the peaks in kB. */
  stop(): { peakKb: number; privateKb: number } {
    clearInterval(this.#timer);
    return { peakKb: this.#peak, privateKb: this.#peakPrivate };
  }
}

/** CPU time (user + system) a process has used so far, in ms, from /proc/<pid>/stat (clock ticks of 10 ms). */
export async function cpuMs(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  try {
    return statCpuTicks(stat) * 10;
  } catch {
    return Number.NaN;
  }
}

/** utime + stime (fields 14 and 15) of a /proc/<pid>/stat line, in clock ticks. */
export function statCpuTicks(stat: string): number {
  // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
  const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(rest[11]);
  const stime = Number(rest[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error(`not a /proc/<pid>/stat line: ${stat.slice(0, 80)}`);
  return utime + stime;
}

let ticksPerSecond: number | undefined;

/**
 * The time every thread of `pid` has run, in ms: the sum of /proc/<pid>/task/<tid>/schedstat's
 * first field (nanoseconds, exact); where the kernel keeps no schedstat, utime + stime from
 * /proc/<pid>/stat (sampled at each clock tick: 10 ms steps, and biased on a short run).
 */
export function threadCpuMs(pid: number): number {
  try {
    let ns = 0;
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
      ns += Number(fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    }
    if (Number.isFinite(ns) && ns > 0) return ns / 1e6;
  } catch {
    // no schedstat: the tick-sampled figures below
  }
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return (statCpuTicks(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')) * 1000) / ticksPerSecond;
}
