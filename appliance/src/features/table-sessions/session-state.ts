import { SESSION_STATUS } from '../../contract/constants';

/** What a session move means to the staff screens; each is one tableSession.updated event. */
export type SessionChange = 'billRequested' | 'billAcknowledged' | 'paid' | 'reopened' | 'guestCount' | 'guestLocale';
export type SessionMover = 'device' | 'staff';

export interface SessionState {
  status: number;
  confirmFlag: number;
}

export interface SessionMoveRequest {
  status?: number;
  confirmFlag?: number;
}

export type SessionMovePlan = { ok: true; next: SessionState; changes: SessionChange[] } | { ok: false };

const { active, billRequested, paid } = SESSION_STATUS;

const STATUS_MOVES: Record<SessionMover, readonly (readonly [from: number, to: number, change: SessionChange])[]> = {
  device: [[active, billRequested, 'billRequested']],
  staff: [
    [active, billRequested, 'billRequested'],
    [billRequested, paid, 'paid'],
    // Paid at the register without a bill request: the table is free for the next guests at once.
    [active, paid, 'paid'],
    [paid, billRequested, 'reopened'],
  ],
};

/**
 * The session state machine. Asking for the current state is allowed and plans no change, so a
 * retried tap is harmless. Status moves first; confirm_flag may only go 0 -> 1, by staff, on a
 * session whose (new) status is "bill requested".
 */
export function planSessionMove(current: SessionState, request: SessionMoveRequest, mover: SessionMover): SessionMovePlan {
  const changes: SessionChange[] = [];
  const next: SessionState = { ...current };

  if (request.status !== undefined && request.status !== current.status) {
    const move = STATUS_MOVES[mover].find(([from, to]) => from === current.status && to === request.status);
    if (!move) return { ok: false };
    next.status = move[1];
    changes.push(move[2]);
  }

  if (request.confirmFlag !== undefined && request.confirmFlag !== current.confirmFlag) {
    const acknowledges = mover === 'staff' && current.confirmFlag === 0 && request.confirmFlag === 1;
    if (!acknowledges || next.status !== billRequested) return { ok: false };
    next.confirmFlag = 1;
    changes.push('billAcknowledged');
  }

  return { ok: true, next, changes };
}
