import { execFileSync, spawnSync } from 'node:child_process';

/**
 * Network namespaces made by a test: the box and its peers run inside them, so nothing a test
 * does (multicast included) touches the host's own interfaces.
 */
export function netnsUnavailableReason(): string | undefined {
  if (process.platform !== 'linux') return 'network namespaces need Linux';
  if (process.getuid?.() !== 0) return 'network namespaces need root (ip netns add)';
  const probe = `smao-probe-${process.pid}`;
  const added = spawnSync('ip', ['netns', 'add', probe], { encoding: 'utf8' });
  if (added.status !== 0) return `ip netns add failed: ${(added.stderr || added.error?.message || '').trim()}`;
  spawnSync('ip', ['netns', 'del', probe]);
  return undefined;
}

export function ip(...args: string[]): void {
  execFileSync('ip', args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

/** A fresh namespace with only loopback up; removed by `remove`. */
export function createNamespace(name: string): { name: string; remove(): void } {
  spawnSync('ip', ['netns', 'del', name]);
  ip('netns', 'add', name);
  ip('-n', name, 'link', 'set', 'lo', 'up');
  return { name, remove: () => void spawnSync('ip', ['netns', 'del', name]) };
}

/** The command line that runs `command` inside namespace `ns`. */
export function inNamespace(ns: string, command: string, args: readonly string[]): [string, string[]] {
  return ['ip', ['netns', 'exec', ns, command, ...args]];
}
