/**
 * npm run demo:pictures — draws every demo item's picture (SVG shapes, no text) and writes both
 * WebP sizes to appliance/src/db/seed/pictures/. The box ships these files and the seed only
 * copies them: drawing with librsvg at start would cost seconds of CPU and hundreds of MB of RSS
 * that a Raspberry Pi never gives back. Run it after changing the drawings or the demo menu.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_GENRES } from '../appliance/src/db/seed/demo-menu';
import { DEMO_PICTURES_DIR, demoPictureFile } from '../appliance/src/db/seed/demo-picture-files';
import { pictureSvg, renderPicture } from '../appliance/src/db/seed/demo-pictures';
import { imagesDir, MENU_ITEM_VARIANTS, storeImage } from '../appliance/src/shared/image-store';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-pictures-'));
fs.rmSync(DEMO_PICTURES_DIR, { recursive: true, force: true });
fs.mkdirSync(DEMO_PICTURES_DIR, { recursive: true });
let count = 0;
for (const genre of DEMO_GENRES) {
  for (const item of genre.items) {
    // Through the upload pipeline, so the shipped files are exactly what an upload would store.
    const png = await renderPicture(pictureSvg(item.picture, genre.backdrop, item.name));
    const stored = await storeImage(scratch, png, MENU_ITEM_VARIANTS);
    for (const v of MENU_ITEM_VARIANTS) {
      fs.copyFileSync(path.join(imagesDir(scratch), `${stored}-${v.suffix}.webp`), demoPictureFile(item.name, v.suffix));
    }
    count++;
  }
}
fs.rmSync(scratch, { recursive: true, force: true });
console.log(`demo:pictures wrote ${count} pictures (${MENU_ITEM_VARIANTS.length} sizes each) to ${DEMO_PICTURES_DIR}`);
