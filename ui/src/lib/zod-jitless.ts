// The box's pages allow no eval (CSP default-src 'self'). Left to itself, zod tries `new Function`
// when it builds its first object schema, and the browser logs a CSP violation on every staff and
// admin page. Its jitless setting parses without trying; zod (v4) takes its settings from this
// global when it loads, and setting it here keeps zod itself out of the diner's first load (importing
// zod's config() put 3.7 kB gzip there). zod-jitless.test.ts fails if a zod update stops reading it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
