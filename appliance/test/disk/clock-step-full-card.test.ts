import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followCorrections } from '../../src/features/clock/clock-corrections';
import { BoxClock } from '../../src/shared/box-clock';
import { startTestBox, type TestBox } from '../helpers/test-box';

let box: TestBox;
beforeAll(async () => {
  box = await startTestBox();
});
afterAll(() => box.stop());

describe('a clock step on a full card', () => {
  it("is taken, though its floor cannot be saved: the clock's timer does not throw (which would end the box)", async () => {
    let system = Date.now();
    const clock = new BoxClock({ floor: 0, buildDate: 0, system: () => system });
    followCorrections(box.deps, clock, []);
    // SQLite refuses every write of a setting, as it does on a full card (SQLITE_FULL).
    const sqlite = box.deps.db.$client;
    for (const when of ['INSERT', 'UPDATE']) {
      sqlite.exec(
        `CREATE TEMP TRIGGER refuse_setting_${when} BEFORE ${when} ON settings BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`,
      );
    }
    // NTP steps the system clock 10 minutes forward.
    system += 10 * 60_000;
    expect(() => clock.check()).not.toThrow();
    expect(clock.now()).toBeGreaterThanOrEqual(system);
    for (const when of ['INSERT', 'UPDATE']) sqlite.exec(`DROP TRIGGER refuse_setting_${when}`);
    expect((await box.client().get('/v1/connection/test')).status).toBe(200);
  });
});
