import { eq } from 'drizzle-orm';
import { SESSION_STATUS, UNKNOWN_TABLE_LABEL } from '../../contract/constants';
import type { OrderItemCancelBody, OrderItemCancelResponse } from '../../contract/corrections';
import { labelPlainText } from '../../contract/label-text';
import { optionSummary } from '../../contract/option-rules';
import { tableSessions } from '../../db/schema';
import { AppError } from '../../shared/app-error';
import type { StaffActor } from '../../shared/auth-sessions';
import type { AppDeps } from '../../shared/deps';
import { write } from '../../shared/write';
import { cancelLineUnits, lineForCancel, lineState, parseLineOptions, readOrderItem, sessionBill } from '../orders';
import { planCancel } from './cancel-rules';
import { recordCorrection } from './correction-log';
import { setItemSale } from './item-sale.service';

/** The staff member asking, and whether their login holds the /admin page password. */
export interface Corrector {
  staff: StaffActor;
  pageAuth: boolean;
}

/** The item as the log names it: with its options, so the owner reads which variant went (唐揚げ（タレ / 大盛り）). */
function variantLabel(label: string, optionsJson: string): string {
  const options = optionSummary(parseLineOptions(optionsJson));
  return options ? `${label}（${options}）` : label;
}

/**
 * 取消 of a line, whole or in part (see zOrderItemCancelBody). A part becomes a cancelled line of
 * its own beside the rest, so every line is either on the bill or off it. The station hears of an
 * unserved line's 取消 (display and ticket); a served one was already made, so it goes to no
 * station. A bill already requested is re-totalled in the same transaction. Reason 品切れ also
 * stops the item on every tablet (setItemSale), in the same transaction.
 */
export function cancelLine(deps: AppDeps, corrector: Corrector, body: OrderItemCancelBody): OrderItemCancelResponse {
  const result = write(deps, (w) => {
    const { tx, now, record } = w;
    const found = lineForCancel(tx, body.id);
    if (!found) throw new AppError('NOT_FOUND');
    const { line } = found;
    const plan = planCancel({
      line: { quantity: line.quantity, status: line.status, cancelled: line.cancelled_at !== null },
      sessionStatus: found.sessionStatus,
      quantity: body.quantity,
      role: corrector.staff.role,
      pageAuth: corrector.pageAuth,
    });
    if (!plan.ok) {
      const issues = plan.code === 'VALIDATION' ? [{ path: 'quantity', message: `at most ${line.quantity}` }] : undefined;
      throw new AppError(plan.code, issues ? { extras: { issues } } : undefined);
    }
    if (plan.change === 'none') return { remainingId: line.id, cancelledId: line.id, changed: false };
    const { taken, remaining, authorizedBy } = plan;
    const served = line.status === 1;
    const before = readOrderItem(tx, line.id);
    // A served line was made and eaten: its station has nothing to stop or see.
    const readyAt = served ? now : null;

    const cancelledId = cancelLineUnits(tx, line, { taken, remaining, now, readyAt });

    if (found.sessionStatus === SESSION_STATUS.billRequested) {
      tx.update(tableSessions)
        .set({ total_amount: sessionBill(tx, found.tableSessionId).total, updated_at: now })
        .where(eq(tableSessions.id, found.tableSessionId))
        .run();
    }
    recordCorrection(
      tx,
      {
        kind: plan.change,
        staff: corrector.staff,
        authorizedBy,
        tableSessionId: found.tableSessionId,
        tableLabel: found.tableLabel ?? UNKNOWN_TABLE_LABEL,
        orderItemId: line.id,
        itemLabel: variantLabel(labelPlainText(found.itemLabel), line.options),
        quantityBefore: line.quantity,
        quantityAfter: remaining,
        amount: (before?.price ?? 0) * taken,
        lineState: lineState({ status: line.status, readyAt: line.ready_at, cancelledAt: null }),
        reason: body.reason,
        note: body.note || undefined,
      },
      now,
    );
    // 品切れ: the kitchen is out of it, so no table may order it again until staff say so.
    if (body.reason === 'soldOut') {
      setItemSale(w, { itemId: line.menu_item_id, flag: 0, staff: corrector.staff, orderItemId: line.id });
    }
    record({
      type: 'orderItem.cancelled',
      diningTableId: found.diningTableId,
      tableSessionId: found.tableSessionId,
      orderId: found.orderId,
      orderItemId: cancelledId,
      stationId: served ? null : line.station_id,
    });
    return { remainingId: line.id, cancelledId, changed: true };
  });
  const orderItem = readOrderItem(deps.db, result.remainingId);
  const cancelledItem = readOrderItem(deps.db, result.cancelledId);
  if (!orderItem || !cancelledItem) throw new AppError('NOT_FOUND');
  return { cancelled: true, orderItem, cancelledItem };
}
