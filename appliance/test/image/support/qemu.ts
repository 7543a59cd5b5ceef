import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../helpers/free-port';
import { OVMF_CODE, OVMF_VARS } from './image';

export interface BootedBoxOptions {
  /** The raw image the overlay is made on; it is never written. */
  image: string;
  /**
   * x64 (default): qemu-system-x86_64, OVMF and the image's own systemd-boot. arm64 (the Pi
   * image): qemu-system-aarch64 -M virt -cpu cortex-a72 with the kernel, initrd and cmdline.txt
   * taken out of the image's FAT partition (the Pi's firmware path cannot run under qemu).
   */
  arch?: 'x64' | 'arm64';
  /** A folder for the overlay, the UEFI variables (or the Pi's kernel files) and one console log per boot. */
  workDir: string;
  /** The disk the box sees, larger than the image so that first boot grows the data partition. */
  diskSize?: string;
  smp?: number;
  memoryMib?: number;
}

export interface BootResult {
  /** Seconds from starting qemu to the box's first HTTP answer. */
  seconds: number;
  /** CPU seconds qemu used until then: the emulated work, less sensitive than `seconds` to a busy machine. */
  cpuSeconds: number;
  consoleLog: string;
}

interface PiKernel {
  kernel: string;
  initrd: string;
  cmdline: string;
}

/**
 * The Pi image's kernel, initrd and cmdline.txt copied out of its FAT partition (at 1 MiB,
 * scripts/image/lib/assemble.sh) with mtools, as scripts/image/boot-arm64-qemu.sh does.
 */
function piKernel(image: string, workDir: string): PiKernel {
  const boot = `${image}@@1M`;
  const listing = execFileSync('mdir', ['-b', '-i', boot, '::/'], { encoding: 'utf8' }).split('\n');
  const copy = (prefix: string, to: string): string => {
    const found = listing.find((line) => line.startsWith(`::/${prefix}`));
    if (!found) throw new Error(`no ${prefix}* in the boot partition of ${image}`);
    execFileSync('mcopy', ['-o', '-i', boot, found.trim(), to]);
    return to;
  };
  return {
    kernel: copy('vmlinuz-', path.join(workDir, 'vmlinuz')),
    initrd: copy('initrd.img-', path.join(workDir, 'initrd.img')),
    // The image's own command line, but for its serial console: the Pi's GPIO header has the mini
    // UART (ttyS1), qemu's virt board a PL011 (ttyAMA0).
    cmdline: execFileSync('mtype', ['-i', boot, '::/cmdline.txt'], { encoding: 'utf8' })
      .replace(/[\r\n]/g, '')
      .replace('console=ttyS1,', 'console=ttyAMA0,'),
  };
}

/**
 * One box under qemu-system-x86_64 (TCG, no KVM here) booted from a qcow2 overlay on the image,
 * reached through a forwarded port. The same overlay boots again after a power cut, as a box's
 * SD card or SSD would. The upgrade steps of the image scenario use `baseUrl` (the box's HTTP
 * API is the only way in: there is no SSH and no login). The Pi image (arch arm64) boots under
 * qemu-system-aarch64 instead, its kernel started by qemu rather than by the Pi's firmware.
 */
export class BootedBox {
  readonly overlay: string;
  port = 0;
  boots = 0;
  private qemu: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  private readonly pi: PiKernel | undefined;

  constructor(readonly options: BootedBoxOptions) {
    fs.mkdirSync(options.workDir, { recursive: true });
    this.overlay = path.join(options.workDir, 'disk.qcow2');
    fs.rmSync(this.overlay, { force: true });
    execFileSync('qemu-img', [
      'create',
      '-q',
      '-f',
      'qcow2',
      '-b',
      options.image,
      '-F',
      'raw',
      this.overlay,
      options.diskSize ?? '4G',
    ]);
    if (options.arch === 'arm64') this.pi = piKernel(options.image, options.workDir);
    else fs.copyFileSync(OVMF_VARS, path.join(options.workDir, 'vars.fd'));
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get consoleLogPath(): string {
    return path.join(this.options.workDir, `console-${this.boots}.log`);
  }

  /** What the serial console (ttyS0; ttyAMA0 on arm64) showed in the current (or last) boot. */
  consoleLog(): string {
    try {
      return fs.readFileSync(this.consoleLogPath, 'utf8');
    } catch {
      return '';
    }
  }

  get running(): boolean {
    return this.qemu !== undefined && this.qemu.exitCode === null && this.qemu.signalCode === null;
  }

  /**
   * Starts qemu on the overlay and waits for the box's first answer to GET /v1/connection/test.
   * `firmware` boots as a vendor's box does: UEFI (OVMF), systemd-boot from the ESP, its loader
   * entry. `kernel` hands qemu the ESP's own kernel, initrd and loader-entry options instead: once
   * the first boot has proven the firmware path, this skips ~20 s of emulated CPU per boot. The
   * Pi image always boots its FAT partition's kernel (qemu cannot run the Pi's firmware).
   */
  async boot(timeoutMs = 600_000, via: 'firmware' | 'kernel' = 'firmware'): Promise<BootResult> {
    if (this.running) throw new Error('the box is already running');
    this.boots++;
    this.port = await freePort();
    const { smp = 1, memoryMib = 1024 } = this.options;
    const { binary, machine } = this.pi ? piMachine(this.pi) : this.x64Machine(via);
    // Not niced: in `npm test` the boots are the longest path, beside vitest and Playwright.
    const qemu = spawn(
      binary,
      [
        ...machine,
        '-m',
        String(memoryMib),
        '-smp',
        String(smp),
        '-display',
        'none',
        '-monitor',
        'none',
        '-serial',
        `file:${this.consoleLogPath}`,
        '-drive',
        `if=virtio,format=qcow2,file=${this.overlay}`,
        '-netdev',
        `user,id=n0,hostfwd=tcp:127.0.0.1:${this.port}-:80`,
        '-device',
        'virtio-net-pci,netdev=n0',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    return this.untilFirstAnswer(qemu, timeoutMs);
  }

  /**
   * q35 with an AMD EPYC CPU: x86-64-v3, more than the x86-64-v2 the box's libvips needs (qemu's
   * default model lacks it), and a CPU the guest's kernel knows Meltdown cannot touch, as on any
   * current x64 box, so it does not isolate its page tables. That isolation empties the emulated
   * TLB at every system call: with an Intel model (-cpu max or Westmere) a boot took 58 s of
   * emulated CPU, with this one 46-49 s. Qemu warns on stderr of the few EPYC features its
   * emulation lacks (rdseed, sha-ni, ...) and leaves them out.
   */
  private x64Machine(via: 'firmware' | 'kernel'): { binary: string; machine: string[] } {
    const boot = via === 'firmware' ? this.firmwareArgs() : this.directKernelArgs();
    return { binary: 'qemu-system-x86_64', machine: ['-machine', 'q35', '-accel', 'tcg', '-cpu', 'EPYC', ...boot] };
  }

  /** Waits for the box's first answer to GET /v1/connection/test while `qemu` runs. */
  private async untilFirstAnswer(qemu: ChildProcess, timeoutMs: number): Promise<BootResult> {
    let stderr = '';
    qemu.stderr?.on('data', (chunk: Buffer) => (stderr += chunk));
    this.qemu = qemu;
    this.exited = new Promise((resolve) => qemu.once('exit', () => resolve()));
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      if (!this.running) throw new Error(`qemu exited (${qemu.exitCode ?? qemu.signalCode}): ${stderr}`);
      if (await answers(`${this.baseUrl}/v1/connection/test`)) {
        return { seconds: (Date.now() - started) / 1000, cpuSeconds: this.cpuSeconds(), consoleLog: this.consoleLog() };
      }
      await sleep(1000);
    }
    throw new Error(`the box did not answer within ${timeoutMs / 1000} s; console:\n${this.consoleLog().slice(-4000)}`);
  }

  private firmwareArgs(): string[] {
    const vars = path.join(this.options.workDir, 'vars.fd');
    return ['-drive', `if=pflash,format=raw,readonly=on,file=${OVMF_CODE}`, '-drive', `if=pflash,format=raw,file=${vars}`];
  }

  /** The kernel, initrd and options systemd-boot would load, read from the image's ESP (mtools). */
  private directKernelArgs(): string[] {
    const esp = `${this.options.image}@@1M`;
    const kernel = path.join(this.options.workDir, 'vmlinuz');
    const initrd = path.join(this.options.workDir, 'initrd.img');
    execFileSync('mcopy', ['-o', '-i', esp, '::/sma-order/vmlinuz', kernel]);
    execFileSync('mcopy', ['-o', '-i', esp, '::/sma-order/initrd.img', initrd]);
    const entry = execFileSync('mtype', ['-i', esp, '::/loader/entries/sma-order.conf'], { encoding: 'utf8' });
    const options = entry.match(/^options\s+(.+)$/m)?.[1]?.trim();
    if (!options) throw new Error(`no options line in the ESP's loader entry:\n${entry}`);
    return ['-kernel', kernel, '-initrd', initrd, '-append', options];
  }

  /** CPU seconds (user + system) the running qemu has used since it started. */
  cpuSeconds(): number {
    const pid = this.qemu?.pid;
    if (pid === undefined) return 0;
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return 0;
    }
  }

  /** Waits until the console log matches `pattern` (the banner comes a moment after the first answer). */
  async waitForConsole(pattern: RegExp, timeoutMs = 120_000): Promise<RegExpMatchArray> {
    const started = Date.now();
    for (;;) {
      const match = this.consoleLog().match(pattern);
      if (match) return match;
      if (Date.now() - started > timeoutMs || !this.running) {
        throw new Error(`no ${pattern} on the console:\n${this.consoleLog().slice(-4000)}`);
      }
      await sleep(500);
    }
  }

  /** Pulls the plug: SIGKILL to qemu, no shutdown of the guest, nothing flushed. */
  async powerCut(): Promise<void> {
    this.qemu?.kill('SIGKILL');
    await this.exited;
    this.qemu = undefined;
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/** The Pi image under qemu virt with a Cortex-A72 (the Pi 4's core), its kernel and initrd given to qemu directly. */
function piMachine(pi: PiKernel): { binary: string; machine: string[] } {
  return {
    binary: 'qemu-system-aarch64',
    machine: [
      '-machine',
      'virt',
      '-accel',
      'tcg',
      '-cpu',
      'cortex-a72',
      '-kernel',
      pi.kernel,
      '-initrd',
      pi.initrd,
      '-append',
      pi.cmdline,
    ],
  };
}
