/**
 * The diner's first load: what a tablet downloads before the welcome screen can show, read from
 * the built ui/dist (run `npm run build:ui` first; this builds nothing). The entry script, its
 * modulepreload links and stylesheets are gzipped with node:zlib at the level servers use, and
 * the JavaScript is compared with the 135 KB target as a ratio (measured 125.2 KB: the menu,
 * checkout and thanks screens are a chunk the tablet fetches once the welcome shows). A guest's
 * phone opening its visit's code (/join) fetches the join page's chunk too: 126.3 KB, the same target.
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

/** A chunk and every chunk it imports statically (`from "./x.js"`), transitively. */
function withImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = fs.readFileSync(path.join(distDir, 'assets', file), 'utf8');
  for (const match of source.matchAll(/from"\.\/([^"]+\.js)"/g)) withImports(match[1]!, seen);
  return seen;
}

/**
 * A guest's phone opening its visit's code (/join, issue 35): the first load, then the join page's
 * own chunk and what it imports that the first load did not bring.
 */
function phoneJoinExtra(firstLoad: readonly Asset[]): Asset[] | null {
  const chunk = fs.readdirSync(path.join(distDir, 'assets')).find((file) => /^join-page-.*\.js$/.test(file));
  if (!chunk) return null;
  const loaded = new Set(firstLoad.map((a) => path.basename(a.href)));
  return [...withImports(chunk)].filter((file) => !loaded.has(file)).map((file) => measure(`/assets/${file}`, 'js'));
}

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
  const extra = phoneJoinExtra(assets);
  if (!extra) {
    console.error("no join-page chunk in ui/dist/assets: a guest phone's first page is not measured");
    return false;
  }
  const phone = js + extra.reduce((sum, a) => sum + a.gzip, 0);
  const phoneRatio = phone / TARGET_JS_GZIP_BYTES;
  console.log(
    `a guest's phone at /join: the first load + ${extra.map((a) => `${path.basename(a.href)} ${kb(a.gzip)}`).join(', ')} = ` +
      `${kb(phone)} = ${phoneRatio.toFixed(2)}x the target`,
  );
  return ratio <= 1 && phoneRatio <= 1;
}
