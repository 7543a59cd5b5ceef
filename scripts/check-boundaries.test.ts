import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  box,
  featureEntryViolation,
  featuresWithoutIndex,
  type Import,
  libI18nViolation,
  manifestProblems,
  ui,
  uiAppViolation,
  writePathViolation,
} from './check-boundaries';

const boxFile = (file: string) => path.join(box, file);
const uiFile = (file: string) => path.join(ui, file);
const runtime = (from: string, to: string): Import => ({ from, to, typeOnly: false });

describe('check:boundaries: a feature is reached through its index.ts', () => {
  it.each([
    ['app.ts', 'features/orders/orders.routes.ts'],
    ['server.ts', 'features/setup/setup-gate.ts'],
    ['main.ts', 'features/backup/startup-check.ts'],
    ['cli/serve.ts', 'features/discovery/mdns-announcer.ts'],
    ['jobs/purge-expired.job.ts', 'features/pairing/pairing.service.ts'],
    ['realtime/hub.ts', 'features/orders/session-bill.ts'],
    ['db/seed/demo-history.ts', 'features/orders/session-bill.ts'],
  ])('refuses %s -> %s', (from, to) => {
    expect(featureEntryViolation(runtime(boxFile(from), boxFile(to)))).toMatch(
      /reaches into features\/[a-z-]+: import its index\.ts/,
    );
  });

  it('refuses a type-only deep import too', () => {
    const imp: Import = {
      from: boxFile('cli/console-banner.ts'),
      to: boxFile('features/backup/startup-check.ts'),
      typeOnly: true,
    };
    expect(featureEntryViolation(imp)).toBeDefined();
  });

  it('lets them import the index, and the list of features', () => {
    expect(featureEntryViolation(runtime(boxFile('server.ts'), boxFile('features/setup/index.ts')))).toBeUndefined();
    expect(featureEntryViolation(runtime(boxFile('app.ts'), boxFile('features/index.ts')))).toBeUndefined();
    expect(featureEntryViolation(runtime(boxFile('jobs/index.ts'), boxFile('features/index.ts')))).toBeUndefined();
  });

  it('leaves a feature its own files (another feature is boxViolation)', () => {
    expect(
      featureEntryViolation(runtime(boxFile('features/orders/index.ts'), boxFile('features/orders/orders.routes.ts'))),
    ).toBeUndefined();
  });

  it('reports a deep import among all imports', () => {
    const problems = manifestProblems([runtime(boxFile('app.ts'), boxFile('features/images/images.routes.ts'))]);
    expect(problems).toContain(
      'appliance/src/app.ts -> appliance/src/features/images/images.routes.ts: reaches into features/images: import its index.ts',
    );
  });
});

describe('check:boundaries: every feature has an index.ts', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('refuses a feature folder without index.ts and accepts one with it', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'features-'));
    fs.mkdirSync(path.join(dir, 'bills'));
    fs.writeFileSync(path.join(dir, 'bills', 'index.ts'), 'export {};\n');
    fs.mkdirSync(path.join(dir, 'head-office'));
    fs.writeFileSync(path.join(dir, 'head-office', 'head-office.consumer.ts'), 'export {};\n');
    fs.writeFileSync(path.join(dir, 'index.ts'), 'export {};\n');
    const problems = featuresWithoutIndex(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/head-office: a feature without index\.ts$/);
    expect(manifestProblems([], dir)).toEqual(problems);
  });

  it('holds for the box as it is', () => {
    expect(featuresWithoutIndex(path.join(box, 'features'))).toEqual([]);
  });
});

describe('check:boundaries: only app/ imports app/ in the screens', () => {
  it.each([
    ['features/staff/staff.routes.tsx', 'app/router.tsx'],
    ['features/admin/components/shell/admin-layout.tsx', 'app/paths.ts'],
    ['components/layout/site-footer.tsx', 'app/paths.ts'],
    ['lib/login-redirect.ts', 'app/main.tsx'],
  ])('refuses %s -> %s', (from, to) => {
    expect(uiAppViolation(runtime(uiFile(from), uiFile(to)))).toMatch(/only ui\/src\/app\/ imports app\//);
  });

  it('lets app/ import itself and everything import lib/paths.ts', () => {
    expect(uiAppViolation(runtime(uiFile('app/main.tsx'), uiFile('app/router.tsx')))).toBeUndefined();
    expect(uiAppViolation(runtime(uiFile('features/staff/staff.routes.tsx'), uiFile('lib/paths.ts')))).toBeUndefined();
  });
});

describe('check:boundaries: lib/ and i18n/ do not import each other', () => {
  it('refuses i18n/ importing lib/', () => {
    expect(libI18nViolation(runtime(uiFile('i18n/catalog.ts'), uiFile('lib/api-client.ts')))).toMatch(
      /i18n\/ never imports lib\//,
    );
  });

  it("lets lib/ read i18n's texts, and both use store/", () => {
    expect(libI18nViolation(runtime(uiFile('lib/api-client.ts'), uiFile('i18n/catalog.ts')))).toBeUndefined();
    expect(libI18nViolation(runtime(uiFile('i18n/catalog.ts'), uiFile('store/create-store.ts')))).toBeUndefined();
  });
});

describe('check:boundaries: features record events only through the write path', () => {
  it('refuses a feature importing the event store to record by hand', () => {
    expect(writePathViolation(runtime(boxFile('features/menus/menus.service.ts'), boxFile('events/event-store.ts')))).toMatch(
      /through shared\/write\.ts/,
    );
  });

  it('lets a consumer read its event type, and the write path itself record', () => {
    const typeOnly: Import = {
      from: boxFile('features/printing/print-queue.ts'),
      to: boxFile('events/event-store.ts'),
      typeOnly: true,
    };
    expect(writePathViolation(typeOnly)).toBeUndefined();
    expect(writePathViolation(runtime(boxFile('shared/write.ts'), boxFile('events/event-store.ts')))).toBeUndefined();
  });
});
