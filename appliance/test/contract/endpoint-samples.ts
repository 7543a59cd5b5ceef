/**
 * One valid request for every call of the endpoint table, aimed at table A's visit and at the
 * owner's account, for the authorization matrix. The record is typed by the table, so a call added
 * to the table without a sample fails the typecheck (and the matrix test at run time).
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { EndpointName } from '../../src/contract/endpoints';
import type { ErrorCode } from '../../src/contract/errors';
import type { QueryValue } from '../helpers/api-client';
import type { TestBox } from '../helpers/test-box';
import type { TestShop } from '../helpers/test-shop';
import { addStation, routeItem } from '../kitchen/station-fixtures';
import { addOptionGroup, choiceId } from '../option-groups/option-fixtures';
import { addPrinter, CLOSED_PORT } from '../printing/printer-fixtures';
import { addTable, placeOrder, startVisit } from '../table-sessions/visit-fixtures';
import type { CallerKind, CallerWorld } from './callers';

export interface SampleWorld {
  shop: TestShop;
  tableA: number;
  /** A table only samples touch (edits, pairing), so the callers' tablets stay paired. */
  tableC: number;
  /** Table A's open visit, its order and two of its lines; line A was routed to station A. */
  sessionA: number;
  orderA: number;
  lineA: number;
  lineB: number;
  stationA: number;
  /** Station A's printer, at an address where nothing listens. */
  printerA: number;
  /** A group with one choice, on no item. */
  optionGroup: number;
  optionChoice: number;
  userIdOf: Partial<Record<CallerKind, number>>;
  png: Uint8Array;
}

export interface Sample {
  query?: (w: SampleWorld) => Record<string, QueryValue>;
  body?: (w: SampleWorld, caller: CallerKind) => unknown;
  /** Multipart fields; the file (a small PNG) goes under the endpoint's upload field. */
  form?: (w: SampleWorld) => Record<string, string>;
  headers?: () => Record<string, string>;
  /** The call's own answer to callers past its door, where that is not a 2xx (a spent key, a set-up box). */
  answer?: ErrorCode;
  /** The call changes what the caller's login may do (ends, rotates, grants): callers log in afresh after it. */
  renewsLogins?: true;
}

const fresh = () => randomUUID().slice(0, 8);

export const SAMPLES: Record<EndpointName, Sample> = {
  'connection.test': {},
  'helper.master': {},
  'shop.info': {},
  'shop.update': {
    body: () => ({
      shopName: '見本食堂',
      company: {
        name: '株式会社見本',
        representative: '見本 太郎',
        address: '東京都千代田区1-1-1',
        phone: '03-0000-0000',
        email: 'shop@example.com',
      },
    }),
  },
  'setup.status': {},
  'setup.complete': {
    body: () => ({
      token: 'not-the-token-0000',
      shopName: '見本',
      company: {
        name: '株式会社見本',
        representative: '見本 太郎',
        address: '東京都',
        phone: '03-0000-0000',
        email: 'c@test.example',
      },
      owner: { last_name: '見本', first_name: '太郎', email: `new-owner-${fresh()}@test.example`, password: 'owner-password-9' },
      pagePassword: 'page-password-9',
    }),
    answer: 'SETUP_DONE',
  },
  'auth.login': { body: () => ({ email: 'staff@test.example', password: 'staff-password-1' }), renewsLogins: true },
  'auth.check': {},
  'auth.logout': { renewsLogins: true },
  'pageauth.check': {},
  'pageauth.login': { body: () => ({ password: 'page-password-1' }), renewsLogins: true },

  'user.list': { query: () => ({ role: [11] }) },
  'user.detail': { query: (w) => ({ id: w.shop.users.ownerId }) },
  'user.create': { body: () => ({ email: `invite-${fresh()}@test.example`, username: '招待' }) },
  'user.update': { body: (w) => ({ id: w.shop.users.ownerId, username: 'オーナー' }) },
  'user.unlock': { body: (w) => ({ id: w.shop.users.staffId }) },
  'user.definitiveAuth': { body: () => ({ activatekey: 'no-such-key' }), answer: 'INVALID_ACTIVATE_KEY' },
  'user.createPassword': {
    body: () => ({ activatekey: 'no-such-key', password: 'a-password-1' }),
    answer: 'INVALID_ACTIVATE_KEY',
  },
  'user.forgotPassword': { body: () => ({ email: 'nobody@test.example' }) },
  'user.resetPassword': {
    body: () => ({ activatekey: 'no-such-key', password: 'a-password-1' }),
    answer: 'INVALID_ACTIVATE_KEY',
  },
  'user.updateEmail': { body: (w) => ({ id: w.shop.users.ownerId, email: `owner-next-${fresh()}@test.example` }) },
  'user.updateLoginEmail': { body: () => ({ activatekey: 'no-such-key' }), answer: 'INVALID_ACTIVATE_KEY' },
  'user.updatePassword': {
    body: (w, caller) => ({ id: w.userIdOf[caller] ?? 1, oldPassword: 'not-my-password', newPassword: 'a-password-1' }),
    answer: 'E_OLD_PASSWORD_MISMATCH',
  },
  'user.uploadFile': { form: (w) => ({ id: String(w.shop.users.ownerId) }) },
  'user.updateUrl': { body: (w) => ({ id: w.shop.users.ownerId, url: '', type: 2 }) },
  'mail.outbox': {},

  'menu.list': {},
  'menu.create': { body: () => ({ label: '見本', name: `menu-${fresh()}` }) },
  'menu.update': { body: (w) => ({ id: w.shop.menus.food, label: 'フード', name: 'food', flag: 1 }) },
  // Not every genre: refused, changing nothing (the order of the test shop stays as it is).
  'menu.reorder': { body: (w) => ({ ids: [w.shop.menus.food] }), answer: 'VALIDATION' },
  'menuItem.list': { query: () => ({ flags: [1] }) },
  'menuItem.create': {
    form: (w) => ({ label: '見本', name: `item-${fresh()}`, price: '100', menu_id: String(w.shop.menus.food) }),
  },
  'menuItem.update': {
    form: (w) => ({
      id: String(w.shop.items.edamame),
      label: '枝豆',
      name: 'edamame',
      price: '390',
      menu_id: String(w.shop.menus.food),
      flag: '1',
    }),
  },
  // Not every item of the genre: refused, changing nothing.
  'menuItem.reorder': { body: (w) => ({ menu_id: w.shop.menus.food, ids: [w.shop.items.karaage] }), answer: 'VALIDATION' },

  'optionGroup.list': {},
  'optionGroup.create': {
    body: () => ({
      name: `group-${fresh()}`,
      label: '焼き方',
      min_picks: 1,
      max_picks: 1,
      choices: [{ label: '塩', price_delta: 0 }],
    }),
  },
  'optionGroup.update': {
    body: (w) => ({
      id: w.optionGroup,
      name: 'sample-group',
      label: '量',
      min_picks: 0,
      max_picks: 1,
      choices: [{ id: w.optionChoice, label: '大盛り', price_delta: 110 }],
    }),
  },
  'optionGroup.delete': { body: () => ({ id: 999_999 }), answer: 'NOT_FOUND' },
  'optionChoice.flag': { body: (w) => ({ id: w.optionChoice, flag: 1 }) },
  'menuTranslation.list': {},
  'menuTranslation.csv': {},
  // The samples' file is a small PNG: not the export's CSV.
  'menuTranslation.import': { form: () => ({}), answer: 'VALIDATION' },
  'menuTranslation.save': {
    body: (w) => ({ kind: 'item', entity_id: w.shop.items.edamame, locale: 'en', name: 'Edamame', checked: true }),
  },

  'diningTable.list': {},
  'diningTable.create': { body: () => ({ label: '見本卓', name: `table-${fresh()}` }) },
  'diningTable.update': { body: (w) => ({ id: w.tableC, label: '卓C', name: 'table-c', flag: 1 }) },
  'pairing.create': { body: (w) => ({ dining_table_id: w.tableC }) },
  'pairing.claim': { body: () => ({ token: 'no-such-pairing-token', device_uuid: randomUUID() }), answer: 'PAIRING_INVALID' },
  'device.me': {},
  'visitJoin.code': { body: (w) => ({ table_session_id: w.sessionA }) },
  'tableCards.codes': { body: (w) => ({ dining_table_ids: [w.tableC] }) },
  'guestNetwork.get': {},
  'guestNetwork.update': { body: () => ({ ranges: [], wifi: null }) },
  'hqLink.get': {},
  // Headquarters at an address where nothing listens: the box says so and stays unenrolled.
  'hqLink.enrol': { body: () => ({ url: 'http://127.0.0.1:9', code: 'no-such-code' }), answer: 'HQ_UNREACHABLE' },
  'hqLink.leave': { body: () => ({}) },
  'hqLink.sendMenu': { body: () => ({}), answer: 'HQ_NOT_LINKED' },
  'hqLink.applyMenu': { body: () => ({}), answer: 'HQ_NO_MENU' },
  'guest.join': { body: () => ({ token: 'no-such-visit-code', device_uuid: randomUUID() }), answer: 'VISIT_CODE_INVALID' },

  'tableSession.create': { body: (w) => ({ dining_table_id: w.tableA, status: 0 }) },
  'tableSession.update': { body: (w) => ({ id: w.sessionA, confirm_flag: 0 }) },
  'tableSession.list': { query: () => ({ status: [0, 1] }) },
  // To the table it is at: a move that changes nothing, so table A's visit stays for the other samples.
  'tableSession.move': { body: (w) => ({ id: w.sessionA, dining_table_id: w.tableA }) },
  'tableSession.merge': { body: (w) => ({ id: w.sessionA, into: w.sessionA }), answer: 'INVALID_TRANSITION' },
  // Visit A started without a cover charge: there is nothing to waive.
  'tableSession.cover': { body: (w) => ({ id: w.sessionA, waived: true }), answer: 'INVALID_TRANSITION' },
  'checkIn.settings': {},
  'checkIn.update': { body: () => ({ ask_guest_count: false, count_children: false, cover: null }) },
  'planTerms.save': {
    body: (w) => ({
      menu_item_id: w.shop.items.nomihodai,
      terms: {
        kind: 'plan',
        duration_minutes: null,
        last_order_minutes: 30,
        warn_minutes: 10,
        after_end: 'charge',
        staff_only: false,
      },
    }),
  },
  'planRun.list': {},
  'bill.show': { query: (w) => ({ table_session_id: w.sessionA }) },
  // A payment that does not match visit A's bill: refused, and visit A stays open for the others.
  'bill.pay': {
    body: (w) => ({ table_session_id: w.sessionA, payments: [{ method: 'card', amount: 1 }] }),
    answer: 'PAYMENT_MISMATCH',
  },
  // Discounts on a visit that is not there: every caller past the door gets the same 404.
  'bill.discount': {
    body: () => ({ table_session_id: 999_999, kind: 'amount', value: 100, reason: 'regular' }),
    answer: 'NOT_FOUND',
  },
  'bill.removeDiscount': { body: () => ({ id: 999_999 }), answer: 'NOT_FOUND' },
  // A receipt of a visit that is not there: every caller past the door gets the same 404.
  'receipt.print': { body: () => ({ table_session_id: 999_999, document: 'receipt' }), answer: 'NOT_FOUND' },
  'receipt.settings': {},
  'receipt.updateSettings': { body: () => ({ invoice_number: null, tax_rounding: 'floor' }) },
  'order.create': {
    body: (w) => ({
      ordersData: { table_session_id: w.sessionA, dining_table_id: w.tableA, status: 1 },
      orderItemsData: { items: [{ id: w.shop.items.edamame, quantity: 1 }] },
    }),
    headers: () => ({ 'Idempotency-Key': randomUUID() }),
  },
  'orderItem.list': { query: () => ({ orderBy: 'desc' }) },
  'orderItem.update': { body: (w) => ({ id: w.lineA, status: 1 }) },
  'orderItem.cancel': { body: (w) => ({ id: w.lineB, reason: 'mistake' }) },
  // Already on sale: the switch changes nothing, so other samples still order it.
  'menuItem.flag': { body: (w) => ({ id: w.shop.items.edamame, flag: 1 }) },
  'correction.list': { query: () => ({ date: '2026-11-23' }) },
  'report.daily': { query: () => ({ from: '2026-11-23' }) },
  // A day long past: the first caller past the door closes it, the others get it as closed.
  'report.close': { body: () => ({ date: '2020-01-01' }) },
  'report.csv': { query: () => ({ from: '2026-11-01', to: '2026-11-23', kind: 'bills' }) },
  'today.summary': {},
  'disk.status': {},
  'clock.status': {},
  'clock.set': { body: () => ({ device_time: Date.now() }) },

  'station.list': {},
  'station.create': { body: () => ({ name: `見本-${fresh()}` }) },
  'station.update': { body: (w) => ({ id: w.stationA, warn_minutes: 12 }) },
  'station.delete': { body: () => ({ id: 999_999 }), answer: 'NOT_FOUND' },
  'station.routes': {},
  'station.route': { body: (w) => ({ menu_item_id: w.shop.items.karaage, station_id: w.stationA }) },
  'station.setDefault': { body: () => ({ station_id: null }) },

  'kitchen.cards': { query: (w) => ({ station_id: w.stationA }) },
  'kitchen.expo': {},
  'kitchen.bump': { body: (w) => ({ station_id: w.stationA, order_id: w.orderA }) },
  'kitchen.recall': { body: (w) => ({ order_item_ids: [w.lineA] }) },

  'printer.list': {},
  'printer.create': {
    body: () => ({ name: `見本-${fresh()}`, host: '127.0.0.1', port: CLOSED_PORT, family: 'epson', paper_width: 80 }),
  },
  'printer.update': { body: (w) => ({ id: w.printerA, paper_width: 58 }) },
  'printer.delete': { body: () => ({ id: 999_999 }), answer: 'NOT_FOUND' },
  // A real test print waits for the printer: the matrix asks for one that does not exist.
  'printer.test': { body: () => ({ id: 999_999 }), answer: 'NOT_FOUND' },
  'printJob.list': {},
  'printJob.release': { body: () => ({ ids: [999_999] }) },
  'printJob.drop': { body: () => ({ ids: [999_999] }) },
  'printJob.reprint': { body: () => ({ id: 999_999 }), answer: 'NOT_FOUND' },
  'upgrade.status': {},
  // A test box is not started by the launcher, so it refuses before reading the upload.
  'upgrade.install': { form: () => ({}), answer: 'UPGRADE_UNAVAILABLE' },
};

/** Table A's visit with one line, a spare table C and a small PNG: what the samples aim at. */
export async function sampleWorldOf(box: TestBox, world: CallerWorld): Promise<SampleWorld> {
  const stationA = addStation(box, 'キッチンA');
  routeItem(box, box.shop.items.karaage, stationA);
  const group = addOptionGroup(box, {
    name: 'sample-group',
    label: '量',
    min_picks: 0,
    max_picks: 1,
    choices: [{ label: '大盛り', price_delta: 110 }],
  });
  const visit = await startVisit(world.clients.tabletA, world.tableA);
  const order = await placeOrder(world.clients.tabletA, visit, [
    { id: box.shop.items.karaage, quantity: 1 },
    { id: box.shop.items.edamame, quantity: 1 },
  ]);
  return {
    shop: box.shop,
    tableA: world.tableA,
    tableC: addTable(box, '卓C'),
    sessionA: visit.id,
    orderA: order.order.id,
    lineA: order.order.items[0]?.id ?? 0,
    lineB: order.order.items[1]?.id ?? 0,
    stationA,
    printerA: addPrinter(box, { name: 'プリンターA', port: CLOSED_PORT, stationId: stationA }),
    optionGroup: group.id,
    optionChoice: choiceId(group, '大盛り'),
    userIdOf: world.userIdOf,
    png: await sharp({ create: { width: 2, height: 2, channels: 3, background: '#b33' } })
      .png()
      .toBuffer(),
  };
}
