import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/errors';
import {
  type TableSessionCreateResponse,
  type TableSessionUpdateResponse,
  zTableSessionListResponse,
} from '../../src/contract/table-sessions';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addTable, moveSession, recordEvents, startVisit } from './visit-fixtures';

let box: TestBox;
let staff: ApiClient;

beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
});
afterAll(() => box.stop());

async function tableWithTablet(): Promise<{ tableId: number; tablet: ApiClient }> {
  const tableId = addTable(box);
  return { tableId, tablet: await box.tablet(tableId) };
}

const setLocale = (client: ApiClient, id: number, guest_locale: unknown) =>
  client.post<TableSessionUpdateResponse & ErrorBody>('/v1/tablesession/update', { id, guest_locale });

async function staffSees(sessionId: number) {
  const res = await staff.get('/v1/tablesession/get/list', { status: [0, 1, 2] });
  return zTableSessionListResponse.parse(res.body).list.data.find((session) => session.id === sessionId)?.guest_locale;
}

describe('the guests’ language on their visit (for staff to see)', () => {
  it('is kept when the tablet starts the visit in a language, and staff read it', async () => {
    const { tableId, tablet } = await tableWithTablet();
    const res = await tablet.post<TableSessionCreateResponse>('/v1/tablesession/create', {
      dining_table_id: tableId,
      guest_locale: 'zh-Hant',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.tableSession.guest_locale).toBe('zh-Hant');
    expect(await staffSees(res.body.tableSession.id)).toBe('zh-Hant');
  });

  it('follows the guests’ switch during the visit, with an event for the staff screens; ja is none', async () => {
    const { tableId, tablet } = await tableWithTablet();
    const visit = await startVisit(tablet, tableId);
    expect(visit.guest_locale).toBeNull();
    const recorder = recordEvents(box);
    const english = await setLocale(tablet, visit.id, 'en');
    expect(english.status, JSON.stringify(english.body)).toBe(200);
    expect(english.body.tableSession.guest_locale).toBe('en');
    // The same language again changes nothing and records nothing.
    expect((await setLocale(tablet, visit.id, 'en')).status).toBe(200);
    const japanese = await setLocale(tablet, visit.id, 'ja');
    expect(japanese.body.tableSession.guest_locale).toBeNull();
    recorder.stop();
    expect(recorder.events.filter((e) => e.type === 'tableSession.updated').map((e) => 'change' in e && e.change)).toEqual([
      'guestLocale',
      'guestLocale',
    ]);
    // A resumed visit takes the language the tablet says.
    const resumed = await tablet.post<TableSessionCreateResponse>('/v1/tablesession/create', {
      dining_table_id: tableId,
      guest_locale: 'ko',
    });
    expect(resumed.body).toMatchObject({ exists: true, tableSession: { id: visit.id, guest_locale: 'ko' } });
    expect(await staffSees(visit.id)).toBe('ko');
  });

  it('refuses a language the tablet does not speak, another table’s visit and a paid visit, changing nothing', async () => {
    const { tableId, tablet } = await tableWithTablet();
    const visit = await startVisit(tablet, tableId);
    for (const bad of ['fr', 'EN', '', 3, null]) {
      const res = await setLocale(tablet, visit.id, bad);
      expect(res.status, String(bad)).toBe(400);
    }
    const other = await tableWithTablet();
    const theirs = await startVisit(other.tablet, other.tableId);
    expect((await setLocale(tablet, theirs.id, 'en')).status).toBe(404);
    expect((await moveSession(staff, visit.id, { status: 2 })).status).toBe(200);
    const paid = await setLocale(tablet, visit.id, 'en');
    expect(paid.status).toBe(409);
    expect(paid.body.error.code).toBe('INVALID_TRANSITION');
    expect(await staffSees(visit.id)).toBeNull();
    expect(await staffSees(theirs.id)).toBeNull();
  });

  it('stays on the joined bill when tables are merged', async () => {
    const a = await tableWithTablet();
    const b = await tableWithTablet();
    const visitA = await startVisit(a.tablet, a.tableId);
    const visitB = await startVisit(b.tablet, b.tableId);
    await setLocale(a.tablet, visitA.id, 'ko');
    const merged = await staff.post('/v1/tablesession/merge', { id: visitA.id, into: visitB.id });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(await staffSees(visitB.id)).toBe('ko');
  });
});
