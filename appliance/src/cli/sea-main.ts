import { prepareSeaRuntime } from './sea-runtime';

// Entry of the single binary's bundle (run by cli/sea-loader.ts). The addon hooks must exist before
// the app's modules load (sharp and argon2 load their addons on import), so the rest of the
// program is imported only now.
const runtime = prepareSeaRuntime();
import('./index')
  .then(({ runCli }) => runCli(process.argv.slice(2), runtime))
  .then(
    (code) => {
      process.exitCode = code;
      setTimeout(() => process.exit(code), 500).unref();
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
