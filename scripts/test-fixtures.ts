/**
 * Part of installing what `npm test` needs (scripts/test.sh runs it after Debian's packages): the
 * image test's fixtures that never change with the code under test, made once per user and kept
 * in ~/.cache/sma-order for every clone. The Debian root file system of the x64 image
 * (`build:image --rootfs-only`) and the previous release's binary (built from its tagged commit).
 * The image test makes them itself when they are missing; here they are made before the suite's
 * clock starts, so its time is the tests'.
 */
import { previousReleaseBinary } from '../appliance/test/appliance/support/previous-release';
import { imageMissing, prepareRootfs } from '../appliance/test/image/support/image';

const missing = imageMissing();
if (missing) {
  console.log(`image test fixtures: none needed, the image test will skip (${missing})`);
} else {
  const started = Date.now();
  const [previous] = await Promise.all([previousReleaseBinary('x64'), prepareRootfs()]);
  console.log(
    `image test fixtures ready in ${((Date.now() - started) / 1000).toFixed(0)} s: the x64 Debian root file system and release ${previous.version} (${previous.binary})`,
  );
}
