import { ITEM_FLAG } from '@contract/constants';
import { isFoodLine } from '@contract/line-kinds';
import { optionSummary } from '@contract/option-rules';
import type { OrderItem } from '@contract/orders';
import { SoldOutSwitch } from '@/components/floor/sold-out-switch';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { plainLabel, variantName } from '../../model/format';
import type { BoardLine } from '../../model/order-board';
import { BellIcon } from '../bell-icon';
import styles from './board-line.module.css';

export interface BoardLineRowProps {
  item: BoardLine;
  /** The block's table: a line of another table (merged into this bill) says where it came from. */
  table: string;
  fresh: boolean;
  /** The station's name is worth showing only while every station's lines are shown. */
  showStation: boolean;
  onToggle: (line: OrderItem) => void;
  /** 取消 of the line; absent: no 取消 from this list. */
  onCancel?: (line: OrderItem) => void;
}

/** One line: how long it has waited (coloured), what and how many, its marks, the served tick. */
export function BoardLineRow({ item, table, fresh, showStation, onToggle, onCancel }: BoardLineRowProps) {
  const t = useText(staffText).boardLine;
  const { line, kind, minutes, band, station } = item;
  const name = plainLabel(line.menuitems.label);
  // Buttons name the variant: the タレ and the 塩 of one item are two lines to tick.
  const what = variantName(line);
  const lineTable = line.diningTables.label;
  const cancelled = kind === 'cancelled';
  const served = kind === 'served';
  const plan = kind === 'plan';
  return (
    <li
      className={styles.row}
      data-kind={kind}
      data-band={band}
      data-fresh={fresh || undefined}
      data-line-id={line.id}
      data-call={kind === 'call' || undefined}
    >
      <span className={styles.age} title={t.minutesLabel(minutes)}>
        <span className="visually-hidden">{t.minutesLabel(minutes)}</span>
        <span aria-hidden="true">{t.minutes(minutes)}</span>
      </span>
      <span className={styles.body}>
        <span className={styles.name}>
          {kind === 'call' && <BellIcon className={styles.bell} />}
          {name}
        </span>
        {line.options.length > 0 && (
          <span className={styles.options} data-testid="board-line-options">
            {optionSummary(line.options)}
          </span>
        )}
        {line.note && (
          <span className={styles.note} data-testid="board-line-note">
            {t.note(line.note)}
          </span>
        )}
        <span className={styles.marks}>
          {kind === 'ready' && <span className={styles.readyTag}>{t.ready}</span>}
          {kind === 'call' && <span className={styles.callTag}>{t.call}</span>}
          {served && <span className={styles.doneTag}>{t.served}</span>}
          {cancelled && <span className={styles.cancelTag}>{t.cancelled}</span>}
          {plan && <span className={styles.doneTag}>{t.plan}</span>}
          {line.orders.entered_by_user_id !== null && <span className={styles.staffTag}>{t.staffEntered}</span>}
          {line.orders.guest_number !== null && (
            <span className={styles.staffTag} data-testid="board-line-phone">
              {t.guestPhone(line.orders.guest_number)}
            </span>
          )}
          {lineTable !== table && <span className={styles.meta}>{t.fromTable(lineTable)}</span>}
          {showStation && station && <span className={styles.meta}>{station.name}</span>}
          {/* Small, at the end of the marks: a rush board keeps a line short (the handy and the display have the big one). */}
          {isFoodLine(line) && !cancelled && (
            <SoldOutSwitch
              className={styles.soldOut}
              itemId={line.menuitems.id}
              label={name}
              soldOut={line.menuitems.flag === ITEM_FLAG.stopped}
            />
          )}
        </span>
      </span>
      <span className={styles.quantity} data-many={line.quantity > 1 || undefined}>
        {t.quantity(line.quantity)}
      </span>
      {onCancel && !cancelled && (
        <button
          type="button"
          className={styles.cancel}
          onClick={() => onCancel(line)}
          aria-label={t.cancelLabel(lineTable, what)}
        >
          {t.cancel}
        </button>
      )}
      {cancelled || plan ? (
        <span className={styles.checkSpace} aria-hidden="true" />
      ) : (
        <label className={styles.checkHit}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={served}
            onChange={() => onToggle(line)}
            aria-label={t.servedLabel(lineTable, what)}
          />
          <span className={styles.box} aria-hidden="true" />
        </label>
      )}
    </li>
  );
}
