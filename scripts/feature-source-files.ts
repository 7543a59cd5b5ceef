import fs from 'node:fs';
import path from 'node:path';

export interface FeatureSourceFile {
  /** Shown in a problem: relative to the root the check was given. */
  shown: string;
  /** The feature folder it is in; undefined for a file directly under `features/`. */
  feature: string | undefined;
  code: string;
}

/** Every non-test TypeScript source under `featuresDir`, in name order: what the feature rules read. */
export function featureSourceFiles(featuresDir: string, root: string): FeatureSourceFile[] {
  return fs
    .readdirSync(featuresDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .sort()
    .map((name) => {
      const file = path.join(featuresDir, name);
      const parts = name.split(path.sep);
      return {
        shown: path.relative(root, file),
        feature: parts.length > 1 ? parts[0] : undefined,
        code: fs.readFileSync(file, 'utf8'),
      };
    });
}
