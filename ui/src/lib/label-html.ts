import { useMemo } from 'react';
import { createStore, useStore } from '@/store/create-store';

/**
 * Item labels may hold HTML (SPEC.md section 3); the diner menu and the admin list render them
 * through this one allow-list (DOMPurify). Only simple inline tags survive, without any
 * attribute: no links, images, styles or handlers, so a label can emphasise but never act.
 *
 * DOMPurify comes in a chunk of its own, asked for as soon as a screen that shows labels loads,
 * so it stays off the tablet's first load (about 8 KB gzip). Until it arrives a label with markup
 * shows as its plain text; a label without any (most are) never needs it.
 */
const ALLOWED_TAGS = ['b', 'strong', 'em', 'br', 'span', 'small'];

type Sanitizer = { sanitize(html: string): string };
const sanitizer = createStore<Sanitizer | null>(null);

let loading: Promise<void> | undefined;
function loadSanitizer(): Promise<void> {
  loading ??= import('dompurify').then(({ default: DOMPurify }) => {
    sanitizer.set({ sanitize: (html) => DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [], KEEP_CONTENT: true }) });
  });
  return loading;
}
if (typeof document !== 'undefined') void loadSanitizer();

/** A label with no tag and no entity is its own text: nothing to sanitize. */
const MARKUP = /[<&]/;

/** What a label shows: its text, or (once the sanitizer is here) its sanitized HTML. */
export type SafeLabel = { text: string; html?: undefined } | { html: string; text?: undefined };

function safeLabel(html: string, loaded: Sanitizer | null): SafeLabel {
  if (!MARKUP.test(html)) return { text: html };
  return loaded ? { html: loaded.sanitize(html) } : { text: inertText(html) };
}

/** The label to render, rendered again when the sanitizer arrives. */
export function useSafeLabel(html: string): SafeLabel {
  const loaded = useStore(sanitizer);
  return useMemo(() => safeLabel(html, loaded), [html, loaded]);
}

/** The label as plain text, for aria-labels and the tab of the browser. */
export function labelText(html: string): string {
  const safe = safeLabel(html, sanitizer.get());
  const text = safe.html === undefined ? safe.text : inertText(safe.html);
  return text.replace(/\s+/g, ' ').trim();
}

// A template's content is parsed in an inert document: nothing in it runs or loads.
function inertText(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.textContent ?? '';
}
