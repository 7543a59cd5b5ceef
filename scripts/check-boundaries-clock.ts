import { featureSourceFiles } from './feature-source-files';

/**
 * The clock rule of `npm run check:boundaries`: a feature (appliance/src/features, tests aside)
 * reads the time from `deps.clock.now()`, or from a `now` its caller passes, never from the
 * system: `Date.now` (called or passed along) and `new Date()` without an argument are refused,
 * so a test, the demo and the box's time correction move every feature's time in one place.
 * `new Date(at)` (formatting a time it was given) and durations (`performance.now()`) are fine.
 */

const SYSTEM_TIME = [/\bDate\s*\.\s*now\b/g, /\bnew\s+Date\s*\(\s*\)/g, /\bnew\s+Date\b(?!\s*\()/g];

// Comments and strings say nothing to the rule; a template's `${...}` is code and stays.
const NOT_CODE = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g;

/** The text with comments and string contents blanked (lines and columns kept). */
function codeOnly(text: string): string {
  const blank = (s: string) => s.replace(/[^\n]/g, ' ');
  return text.replace(NOT_CODE, (token) =>
    token.startsWith('`')
      ? token.replace(/\$\{[^}]*\}|[^$]+|\$/g, (part) => (part.startsWith('${') ? part : blank(part)))
      : blank(token),
  );
}

/** Each use of the system's time in one feature file, as `file:line: why`. */
export function clockProblems(file: string, text: string): string[] {
  const code = codeOnly(text);
  const hits = SYSTEM_TIME.flatMap((pattern) => [...code.matchAll(pattern)].map((m) => ({ at: m.index, what: m[0] })));
  return hits
    .sort((a, b) => a.at - b.at)
    .map(({ at, what }) => {
      const line = code.slice(0, at).split('\n').length;
      return `${file}:${line}: ${what.replace(/\s+/g, ' ')} in a feature: read the time from deps.clock.now() (pass \`now\` down where there are no deps)`;
    });
}

/** The clock rule over every non-test source file under `featuresDir`; paths shown relative to `root`. */
export function featureClockProblems(featuresDir: string, root: string): string[] {
  return featureSourceFiles(featuresDir, root).flatMap(({ shown, code }) => clockProblems(shown, code));
}
