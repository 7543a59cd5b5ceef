import { z } from 'zod';
import { zId, zIgnoredUserId } from './common';
import { zDeviceMeResponse, zDeviceUuid } from './dining-tables';

/**
 * Guests' own phones (issue 35). Staff (handy, bill, floor), the table's tablet or a phone already
 * at the table show the open visit's QR code; a phone that scans it joins the visit: it orders from
 * its own cart onto the visit's one bill while the visit is open, and follows it through a move or
 * a merge. Staff may reissue the code: the old one and the phones that joined with it stop working.
 */

export { GUEST_JOIN_PARAM, GUEST_JOIN_PATH, GUEST_JOIN_TABLE_PARAM } from './guest-join';

/**
 * POST /v1/tablesession/join-code: the QR code of an open visit (made on first ask). `reissue`
 * (staff only): a new code; the old code and the phones that joined with it stop working. A paid
 * or unknown visit is a 404.
 */
export const zVisitJoinCodeBody = z.object({
  table_session_id: zId,
  reissue: z.boolean().optional(),
});
export type VisitJoinCodeBody = z.infer<typeof zVisitJoinCodeBody>;
export const zVisitJoinCodeResponse = z.object({
  /** What the QR code holds: the box's LAN address, GUEST_JOIN_PATH and the token. */
  url: z.string(),
  tableSessionId: z.number().int(),
  diningTableId: z.number().int(),
  /** Phones that have joined the visit so far (reissue ends them). */
  phones: z.number().int(),
  /** The guests' Wi-Fi as a `WIFI:` QR text (wifiQrText), shown beside the code; null when the owner set none. */
  wifi: z.string().nullable(),
});
export type VisitJoinCodeResponse = z.infer<typeof zVisitJoinCodeResponse>;

/**
 * POST /v1/guest/join (the guest's phone, no login): joins the visit whose code it scanned and
 * sets the phone's credential. The same phone scanning again stays the same スマホN. A code of a
 * visit that ended, of an earlier issue or of nothing is a 400 VISIT_CODE_INVALID, in the
 * diner's language on the phone. A phone still ordering at another table's open visit is a 409
 * GUEST_OTHER_VISIT: one phone, one bill (a code passed on to another table orders nothing there).
 */
export const zGuestJoinBody = z
  .object({
    /** The visit's code. */
    token: z.string().min(10).max(200).optional(),
    /** Or the table's printed card: the visit open at that table (409 TABLE_NOT_SEATED when none). */
    table: z.string().min(10).max(200).optional(),
    device_uuid: zDeviceUuid,
  })
  .refine((body) => (body.token === undefined) !== (body.table === undefined), {
    message: 'a visit code (token) or a table card (table), one of them',
    path: ['token'],
  });
export type GuestJoinBody = z.infer<typeof zGuestJoinBody>;
export const zGuestJoinResponse = zDeviceMeResponse.extend({
  tableSessionId: z.number().int(),
  /** スマホN: the phone's number at the visit, shown to staff. */
  guestNumber: z.number().int(),
});
export type GuestJoinResponse = z.infer<typeof zGuestJoinResponse>;

/**
 * POST /v1/table-cards (admin): the printed cards of tables (all tables in service when
 * `dining_table_ids` is absent), each with its menu code, made on first print; `reissue` makes new
 * codes (old cards stop working). With the guests' Wi-Fi's join code for the card's other side.
 */
export const zTableCardsBody = z.object({
  dining_table_ids: z.array(zId).max(500).optional(),
  reissue: z.boolean().optional(),
  user_id: zIgnoredUserId,
});
export type TableCardsBody = z.infer<typeof zTableCardsBody>;
export const zTableCardsResponse = z.object({
  cards: z.array(z.object({ diningTableId: z.number().int(), label: z.string(), url: z.string() })),
  wifi: z.string().nullable(),
});
export type TableCardsResponse = z.infer<typeof zTableCardsResponse>;

/** The Wi-Fi a guest's phone joins, as the QR code beside the menu's carries it (`WIFI:` format). */
export const zGuestWifi = z.object({
  ssid: z.string().trim().min(1).max(32),
  /** Empty for an open network. */
  password: z.string().max(63),
  security: z.enum(['WPA', 'nopass']),
  hidden: z.boolean(),
});
export type GuestWifi = z.infer<typeof zGuestWifi>;

/** An IPv4 or IPv6 range in CIDR notation (`192.168.50.0/24`, `fd00:50::/64`). */
export const zCidr = z
  .string()
  .trim()
  .max(50)
  .regex(/^[0-9a-fA-F:.]+\/\d{1,3}$/, 'a range such as 192.168.50.0/24');

/**
 * The guests' side of the shop's network (issue 35). From `ranges` (the guests' Wi-Fi, or the
 * box's own access point) only the diner's calls are answered: staff and admin calls are refused
 * with 403 GUEST_NETWORK_FORBIDDEN and a staff login cookie counts for nothing there. `wifi` is
 * printed beside the visit's QR code so a phone joins the guests' Wi-Fi first.
 */
export const zGuestNetwork = z.object({
  ranges: z.array(zCidr).max(16),
  wifi: zGuestWifi.nullable(),
});
export type GuestNetwork = z.infer<typeof zGuestNetwork>;

/** GET /v1/guest-network (admin) and POST /v1/guest-network/update (admin): the settings above. */
export const zGuestNetworkResponse = z.object({ guestNetwork: zGuestNetwork });
export type GuestNetworkResponse = z.infer<typeof zGuestNetworkResponse>;
export const zGuestNetworkUpdateBody = zGuestNetwork.extend({ user_id: zIgnoredUserId });
export type GuestNetworkUpdateBody = z.infer<typeof zGuestNetworkUpdateBody>;

/**
 * The `WIFI:` text a phone's camera reads as "join this network" (the format Android and iOS
 * cameras share); `\`, `;`, `,`, `:` and `"` escaped.
 */
export function wifiQrText(wifi: GuestWifi): string {
  const escaped = (text: string) => text.replace(/([\\;,:"])/g, '\\$1');
  const password = wifi.security === 'nopass' ? '' : `P:${escaped(wifi.password)};`;
  return `WIFI:T:${wifi.security};S:${escaped(wifi.ssid)};${password}${wifi.hidden ? 'H:true;' : ''};`;
}
