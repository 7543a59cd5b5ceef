/**
 * The diner's first load: what a tablet downloads before the welcome screen can show, read from
 * the built ui/dist (run `npm run build:ui` first; this builds nothing). The entry script, its
 * modulepreload links and stylesheets are gzipped with node:zlib at the level servers use, and
 * the JavaScript is compared with the 135 KB target as a ratio (measured 124.5 KB: the menu,
 * checkout and thanks screens are a chunk the tablet fetches once the welcome shows).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TARGET_JS_GZIP_BYTES = 135 * 1024;
const distDir = path.resolve(import.meta.dirname, '../../ui/dist');

interface Asset {
  href: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
}

function attr(tag: string, name: string): string | null {
  return new RegExp(`\\s${name}=["']([^"']+)["']`).exec(tag)?.[1] ?? null;
}

/** The assets index.html makes the browser fetch at once: entry module, modulepreloads, stylesheets. */
export function firstLoadAssets(html: string): { href: string; kind: 'js' | 'css' }[] {
  const found = new Map<string, 'js' | 'css'>();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = attr(tag, 'src');
    if (src && attr(tag, 'type') === 'module') found.set(src, 'js');
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    if (href && rel === 'modulepreload') found.set(href, 'js');
    if (href && rel === 'stylesheet') found.set(href, 'css');
  }
  return [...found].map(([href, kind]) => ({ href, kind }));
}

function measure(href: string, kind: 'js' | 'css'): Asset {
  const file = path.join(distDir, href.replace(/^\//, ''));
  const bytes = fs.readFileSync(file);
  return { href, kind, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints the first-load sizes; false when the JavaScript is over the target or the build is missing. */
export async function benchBundle(): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    console.error('ui/dist/index.html is missing: run `npm run build:ui` first.');
    return false;
  }
  const assets = firstLoadAssets(fs.readFileSync(indexFile, 'utf8')).map((a) => measure(a.href, a.kind));
  if (!assets.some((a) => a.kind === 'js')) {
    console.error('no entry script found in ui/dist/index.html');
    return false;
  }
  console.log('Diner first load (sizes gzip -9, the usual yardstick for what a browser downloads)');
  console.log(`${'asset'.padEnd(44)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}`);
  for (const a of assets) console.log(`${a.href.padEnd(44)} ${kb(a.raw).padStart(10)} ${kb(a.gzip).padStart(10)}`);
  const js = assets.filter((a) => a.kind === 'js').reduce((sum, a) => sum + a.gzip, 0);
  const css = assets.filter((a) => a.kind === 'css').reduce((sum, a) => sum + a.gzip, 0);
  const ratio = js / TARGET_JS_GZIP_BYTES;
  console.log(`\nfirst-load JS gzip: ${kb(js)} of the ${kb(TARGET_JS_GZIP_BYTES)} target = ${ratio.toFixed(2)}x`);
  console.log(`first-load CSS gzip: ${kb(css)}`);
  return ratio <= 1;
}
