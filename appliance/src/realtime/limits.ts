/** How many sockets the hub holds, and for whom (contract/events.ts tells clients). */
export interface SocketLimits {
  /** Every socket of the box. */
  total: number;
  /** Tablets' sockets together; the rest of `total` stays free for staff screens. */
  tablets: number;
  /** Sockets from one remote address, of any kind. */
  perAddress: number;
  /** Tablets' sockets from one remote address; the rest of `perAddress` stays free for staff there. */
  tabletsPerAddress: number;
  /** Sockets of one staff login (one browser's cookie, shared by its tabs). */
  perStaffLogin: number;
  /** Sockets of one tablet credential: its page, and a reload overlapping the old socket. */
  perTablet: number;
}

/**
 * Far above any shop (tens of tables, a few staff screens) and low enough that no single client
 * exhausts the box. A quarter is kept for staff both box-wide and per address, so a flood of
 * tablet sockets, even from behind one NAT, cannot keep the staff screens out; one address holds
 * at most a tenth of the box, so one misbehaving machine leaves room for all the others.
 */
export const SOCKET_LIMITS: SocketLimits = {
  total: 2000,
  tablets: 1500,
  perAddress: 200,
  tabletsPerAddress: 150,
  perStaffLogin: 8,
  perTablet: 2,
};
