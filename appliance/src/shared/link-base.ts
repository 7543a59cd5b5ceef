import type { Request } from 'express';
import type { Config } from '../config';

interface HostPart {
  /** host[:port] as it goes into a URL */
  host: string;
  hostname: string;
}

function parseHost(raw: string | undefined): HostPart | null {
  if (!raw) return null;
  try {
    const url = new URL(`http://${raw}`);
    // Anything URL normalised (userinfo, a path, odd IP spellings) is not a plain host header.
    if (url.host !== raw.toLowerCase()) return null;
    return { host: url.host, hostname: url.hostname };
  } catch {
    return null;
  }
}

/** The address and port this request actually reached; no header can change it. */
function socketHost(req: Request): HostPart {
  const raw = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  const hostname = raw.includes(':') ? `[${raw}]` : raw;
  return { host: `${hostname}:${req.socket.localPort ?? 80}`, hostname };
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Base of mailed links: `config.publicUrl` when set, else the address the request came in on.
 * The Host header is the client's word. For mail a stranger can trigger (password reset) it is
 * believed only when it names this box, or a forged Host would mail a victim a reset link that
 * hands the key to another site. Boxes behind a proxy or port mapping should set PUBLIC_URL.
 */
export function linkBase(config: Config, req: Request, options: { trustHost: boolean }): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const local = socketHost(req);
  const host = parseHost(req.get('host'));
  const believable = host && (options.trustHost || LOOPBACK.has(host.hostname) || host.hostname === local.hostname);
  return `${req.protocol}://${believable ? host.host : local.host}`;
}
