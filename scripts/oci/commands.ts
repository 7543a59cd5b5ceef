/**
 * What a shop types to run the image `npm run build:oci` wrote, printed by the build and run by
 * appliance/test/oci/oci-image.test.ts (with podman in docker's place), so the two cannot drift.
 */
export interface ShopCommands {
  load: string[];
  run: string[];
  logs: string[];
  stop: string[];
}

/** The image's name inside the archive: what `docker load` / `podman load` tag it as. */
export function imageTag(version: string): string {
  return `localhost/sma-order:${version}`;
}

export function shopCommands(archiveFile: string, version: string): ShopCommands {
  return {
    load: ['docker', 'load', '-i', archiveFile],
    // --network host lets mDNS reach the shop's LAN; the data lives in the named volume.
    run: [
      'docker',
      'run',
      '-d',
      '--name',
      'sma-order',
      '--restart',
      'unless-stopped',
      '--network',
      'host',
      '-v',
      'sma-order-data:/data',
      imageTag(version),
    ],
    logs: ['docker', 'logs', 'sma-order'],
    stop: ['docker', 'stop', 'sma-order'],
  };
}
