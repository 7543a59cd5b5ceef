/**
 * Where a visit's QR code leads a guest's phone (issue 35): `/join?v=<token>`. No zod here: a
 * phone's first page reads it, and stays small.
 */
export const GUEST_JOIN_PATH = '/join';
export const GUEST_JOIN_PARAM = 'v';
/** A table's printed card (`/join?table=<token>`): joins whichever visit is open at the table. */
export const GUEST_JOIN_TABLE_PARAM = 'table';
