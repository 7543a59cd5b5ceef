import fs from 'node:fs';
import { RELEASE_BUNDLE_MAX_BYTES } from '../../contract/upgrades';
import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import { diskFileUpload } from '../../http/upload';
import { AppError } from '../../shared/app-error';
import type { AppDeps } from '../../shared/deps';
import { VERSION } from '../../version';
import { incomingDir } from './release-slots';
import { assertCanUpgrade, installRelease, upgradeStatus } from './upgrade.service';

// Time for the answer to reach the owner's screen before the box stops.
const RESTART_DELAY_MS = 300;

export function createUpgradeRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();
  const { config } = deps;

  endpoint(router, 'upgrade.status', ({ res }) => {
    res.setHeader('Cache-Control', 'no-store');
    return upgradeStatus(config);
  });

  endpoint(
    router,
    'upgrade.install',
    async ({ req, res }) => {
      const upload = req.file;
      if (!upload) throw new AppError('RELEASE_INVALID');
      try {
        const staged = await installRelease(config, upload.path, { slot: config.slot, version: VERSION });
        deps.logger.warn({ from: VERSION, to: staged.version, slot: staged.slot }, 'release staged; the box restarts into it');
        res.on('finish', () => setTimeout(deps.restart, RESTART_DELAY_MS));
        return { ...staged, restarting: true as const };
      } finally {
        fs.rmSync(upload.path, { force: true });
      }
    },
    [
      (_req, _res, next) => {
        assertCanUpgrade(config, config.slot);
        next();
      },
      diskFileUpload(
        'bundle',
        RELEASE_BUNDLE_MAX_BYTES,
        () => incomingDir(config.dataDir),
        'アップデートファイルが大きすぎます。',
      ),
    ],
  );

  return router;
}
