import pkg from '../../package.json' with { type: 'json' };

export const VERSION: string = pkg.version;

// Stamped by scripts/build-binary/bundle.ts (esbuild define); absent when the box runs from source.
declare const __SMA_BUILD_DATE__: number | undefined;

/** A date before every release of this source tree: the build date of a run from source. */
const SOURCE_DATE = Date.UTC(2026, 0, 1);

/**
 * When this release was built (epoch ms): no real "now" is earlier, so a clock before it is
 * implausible (features/clock). From source, SOURCE_DATE.
 */
export const BUILD_DATE: number = typeof __SMA_BUILD_DATE__ === 'number' ? __SMA_BUILD_DATE__ : SOURCE_DATE;
