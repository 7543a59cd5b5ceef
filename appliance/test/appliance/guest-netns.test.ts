import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasePath, openDatabase } from '../../src/db/client';
import { DEMO_LOGINS } from '../../src/db/seed/demo-shop';
import { SettingsRepo } from '../../src/shared/settings.repo';
import { ensureBinary, repoRoot } from './support/binary';
import { createNamespace, ip, netnsUnavailableReason } from './support/netns';
import { type RunningProcess, startProcess } from './support/process';

/*
 * Issue 35: the guests' side of the shop's network, for real. Three namespaces: the box (the
 * binary on port 80, and dnsmasq with the image's own guest-ap/dnsmasq.conf on the guests'
 * interface), a guest's phone on 10.42.0.0/24 (its DNS is the box's dnsmasq) and a staff device on
 * the shop's LAN. The phone's captive-portal probes lead to the menu, its staff and admin calls
 * are refused, its requests over a rate are answered 429; the staff side is unaffected.
 */

const DNSMASQ_CONF = path.join(repoRoot, 'scripts/image/files/etc/sma-order/guest-ap/dnsmasq.conf');
const hasTools = ['dnsmasq', 'curl'].every(
  (tool) => spawnSync('sh', ['-c', `command -v ${tool} || test -x /usr/sbin/${tool}`], { stdio: 'ignore' }).status === 0,
);
const unavailable = netnsUnavailableReason() ?? (hasTools ? undefined : 'dnsmasq or curl is not installed');
if (unavailable) console.warn(`SKIPPED guests' network test: ${unavailable}`);

const tag = `${process.pid % 100000}`;
const BOX_GUEST = '10.42.0.1';
const PHONE = '10.42.0.23';
const staffNet = `10.215.${process.pid % 250}`;
const [OWNER, , PAGE] = DEMO_LOGINS;

let dir: string;
let binary: string;
let boxNs: ReturnType<typeof createNamespace>;
let phoneNs: ReturnType<typeof createNamespace>;
let staffNs: ReturnType<typeof createNamespace>;
let server: RunningProcess | undefined;
let dns: RunningProcess | undefined;

/** curl inside a namespace: the status, the redirect and the body; `jar` keeps that device's cookies. */
function curl(ns: string, args: string[], jar?: string): { status: number; redirect: string; body: string } {
  const out = execFileSync(
    'ip',
    [
      'netns',
      'exec',
      ns,
      'curl',
      '-s',
      '--max-time',
      '5',
      ...(jar ? ['-b', jar, '-c', jar] : []),
      '-w',
      '\n%{http_code} %{redirect_url}',
      ...args,
    ],
    { encoding: 'utf8' },
  );
  const cut = out.lastIndexOf('\n');
  const [status = '0', redirect = ''] = out.slice(cut + 1).split(' ');
  return { status: Number(status), redirect, body: out.slice(0, cut) };
}

const postJson = (url: string, body: unknown) => [
  '-X',
  'POST',
  '-H',
  'content-type: application/json',
  '-d',
  JSON.stringify(body),
  url,
];

beforeAll(async () => {
  if (unavailable) return;
  binary = await ensureBinary();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-guest-net-'));
  // The owner's setting, as /admin saves it: the guests' access point's network.
  const db = openDatabase(databasePath(path.join(dir, 'data')));
  new SettingsRepo(db).set('guestNetwork', { ranges: ['10.42.0.0/24'], wifi: null });
  db.$client.close();

  boxNs = createNamespace(`smao-gn-box-${tag}`);
  phoneNs = createNamespace(`smao-gn-phone-${tag}`);
  staffNs = createNamespace(`smao-gn-staff-${tag}`);
  ip('-n', boxNs.name, 'link', 'add', 'guest0', 'type', 'veth', 'peer', 'name', 'wlan0', 'netns', phoneNs.name);
  ip('-n', boxNs.name, 'link', 'add', 'lan0', 'type', 'veth', 'peer', 'name', 'lan0', 'netns', staffNs.name);
  ip('-n', boxNs.name, 'addr', 'add', `${BOX_GUEST}/24`, 'dev', 'guest0');
  ip('-n', phoneNs.name, 'addr', 'add', `${PHONE}/24`, 'dev', 'wlan0');
  ip('-n', boxNs.name, 'addr', 'add', `${staffNet}.1/24`, 'dev', 'lan0');
  ip('-n', staffNs.name, 'addr', 'add', `${staffNet}.2/24`, 'dev', 'lan0');
  for (const [ns, dev] of [
    [boxNs.name, 'guest0'],
    [boxNs.name, 'lan0'],
    [phoneNs.name, 'wlan0'],
    [staffNs.name, 'lan0'],
  ] as const) {
    ip('-n', ns, 'link', 'set', dev, 'up');
  }
  // The phone's resolver is the box's dnsmasq, as its DHCP lease would say (`ip netns exec` reads it here).
  fs.mkdirSync(`/etc/netns/${phoneNs.name}`, { recursive: true });
  fs.writeFileSync(`/etc/netns/${phoneNs.name}/resolv.conf`, `nameserver ${BOX_GUEST}\n`);

  dns = startProcess('ip', [
    'netns',
    'exec',
    boxNs.name,
    'dnsmasq',
    '--keep-in-foreground',
    `--conf-file=${DNSMASQ_CONF}`,
    '--interface=guest0',
    `--pid-file=${path.join(dir, 'dnsmasq.pid')}`,
    `--dhcp-leasefile=${path.join(dir, 'leases')}`,
    '--user=root',
  ]);
  server = startProcess(
    'ip',
    ['netns', 'exec', boxNs.name, binary, '--demo', '--port', '80', '--data-dir', path.join(dir, 'data')],
    {
      env: { PATH: '/usr/bin:/bin', HOME: dir, LANG: 'C.UTF-8' },
    },
  );
  await server.waitFor(/box listening/, 60_000);
  await dns.waitFor(/started|DHCP/i, 10_000).catch(() => undefined);
}, 15 * 60_000);

afterAll(async () => {
  await server?.stop();
  await dns?.stop();
  for (const ns of [boxNs, phoneNs, staffNs]) ns?.remove();
  if (phoneNs) fs.rmSync(`/etc/netns/${phoneNs.name}`, { recursive: true, force: true });
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(unavailable !== undefined)("a phone on the guests' network", () => {
  it('is led to the menu by its captive-portal probes, refused staff calls, limited; the staff side goes on', () => {
    const staffJar = path.join(dir, 'staff.jar');
    const phoneJar = path.join(dir, 'phone.jar');
    const shop = `http://${staffNet}.1`;
    const box = `http://${BOX_GUEST}`;

    // Staff seat table 1 and show its code, from the shop's side.
    expect(
      curl(staffNs.name, postJson(`${shop}/v1/auth/login`, { email: OWNER!.email, password: OWNER!.password }), staffJar).status,
    ).toBe(200);
    const visit = curl(staffNs.name, postJson(`${shop}/v1/tablesession/create`, { dining_table_id: 1, status: 0 }), staffJar);
    expect(visit.status, visit.body).toBe(200);
    const visitId = (JSON.parse(visit.body) as { tableSession: { id: number } }).tableSession.id;
    const code = curl(staffNs.name, postJson(`${shop}/v1/tablesession/join-code`, { table_session_id: visitId }), staffJar);
    expect(code.status, code.body).toBe(200);
    const token = new URL((JSON.parse(code.body) as { url: string }).url).searchParams.get('v')!;

    // Every name resolves to the box, and the phones' probes are sent to the menu's door.
    const resolved = execFileSync('ip', ['netns', 'exec', phoneNs.name, 'getent', 'hosts', 'connectivitycheck.gstatic.com'], {
      encoding: 'utf8',
    });
    expect(resolved.split(/\s+/)[0]).toBe(BOX_GUEST);
    for (const probe of [
      'http://connectivitycheck.gstatic.com/generate_204',
      'http://captive.apple.com/hotspot-detect.html',
      'http://www.msftconnecttest.com/connecttest.txt',
    ]) {
      expect(curl(phoneNs.name, [probe]), probe).toMatchObject({ status: 302, redirect: `${box}/join` });
    }
    const door = curl(phoneNs.name, [`${box}/join`]);
    expect(door.status).toBe(200);
    expect(door.body).toContain('<div id="root">');

    // Staff and admin calls from the guests' side: refused, the owner's own password included.
    const login = curl(phoneNs.name, postJson(`${box}/v1/auth/login`, { email: OWNER!.email, password: OWNER!.password }));
    expect(login.status).toBe(403);
    expect(JSON.parse(login.body)).toMatchObject({ error: { code: 'GUEST_NETWORK_FORBIDDEN' } });
    expect(curl(phoneNs.name, postJson(`${box}/v1/pageauth/login`, { password: PAGE!.password })).status).toBe(403);
    expect(curl(phoneNs.name, [`${box}/v1/guest-network`]).status).toBe(403);

    // The phone joins its table's visit and orders nothing it should not; over its rate, 429.
    expect(
      curl(
        phoneNs.name,
        postJson(`${box}/v1/guest/join`, { token, device_uuid: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' }),
        phoneJar,
      ).status,
    ).toBe(200);
    // 70 calls on one connection, as fast as the phone can send them (one curl: no process per call).
    const burst = execFileSync(
      'ip',
      [
        'netns',
        'exec',
        phoneNs.name,
        'curl',
        '-s',
        '-b',
        phoneJar,
        '-w',
        '%{http_code}\\n',
        // Each URL its own -o: curl pairs them in order.
        ...Array.from({ length: 70 }, () => ['-o', '/dev/null', `${box}/v1/device/me`]).flat(),
      ],
      { encoding: 'utf8' },
    );
    const statuses = burst.trim().split('\n').map(Number);
    expect(statuses).toHaveLength(70);
    expect(statuses.slice(0, 50).every((s) => s === 200)).toBe(true);
    expect(statuses).toContain(429);

    // The shop's side never noticed.
    const list = curl(staffNs.name, [`${shop}/v1/tablesession/get/list?status[]=0`], staffJar);
    expect(list.status).toBe(200);
    expect(curl(staffNs.name, postJson(`${shop}/v1/auth/login`, { email: OWNER!.email, password: OWNER!.password })).status).toBe(
      200,
    );
  }, 120_000);
});
