import { ITEM_FLAG } from '@contract/constants';
import type { KitchenLine } from '@contract/kitchen';
import { SoldOutSwitch } from '@/components/floor/sold-out-switch';
import { kitchenText } from '@/i18n/kitchen';
import { useText } from '@/i18n/use-text';
import { lineView } from '../model/card-lines';
import styles from './card-line.module.css';

export interface CardLineProps {
  line: KitchenLine;
  busy: boolean;
  onBump: () => void;
  onRecall: () => void;
}

/**
 * One line of a card, the whole row a tap target: to make (tap: 完了), done here (tap: back to
 * make), 取消 not yet seen (tap: seen), or settled (served, 取消 seen: no tap).
 */
export function CardLine({ line, busy, onBump, onRecall }: CardLineProps) {
  const kitchen = useText(kitchenText);
  const view = lineView(line);
  // Two variants of one item on a card are told apart by their options, in the button's name too.
  const what = line.options.length > 0 ? `${line.name}（${line.options.join(' / ')}）` : line.name;
  const content = (
    <>
      <span className={styles.quantity} data-many={line.quantity > 1 || undefined}>
        <span className={styles.times} aria-hidden="true">
          ×
        </span>
        {line.quantity}
      </span>
      <span className={styles.body}>
        <span className={styles.name}>{line.name}</span>
        {line.options.length > 0 && (
          <span className={styles.options} data-testid="kitchen-line-options">
            {line.options.map((option) => (
              <span key={option} className={styles.option}>
                {option}
              </span>
            ))}
          </span>
        )}
        {line.note && (
          <span className={styles.note} data-testid="kitchen-line-note">
            {kitchen.cards.note(line.note)}
          </span>
        )}
        {view === 'cancelled' && <span className={styles.hint}>{kitchen.cards.confirmHint}</span>}
      </span>
      {kitchen.cards.lineState[view] && (
        <span className={styles.mark}>
          {view === 'ready' && <CheckIcon />}
          {kitchen.cards.lineState[view]}
        </span>
      )}
    </>
  );
  const action =
    view === 'ordered'
      ? { onClick: onBump, label: kitchen.cards.bumpLine(what) }
      : view === 'ready'
        ? { onClick: onRecall, label: kitchen.cards.recallLine(what) }
        : view === 'cancelled'
          ? { onClick: onBump, label: kitchen.cards.confirmCancel(what) }
          : null;
  return (
    <li className={styles.item} data-view={view} data-line-id={line.id}>
      {action ? (
        <button
          type="button"
          className={styles.line}
          aria-label={action.label}
          aria-busy={busy || undefined}
          onClick={action.onClick}
        >
          {content}
        </button>
      ) : (
        <div className={styles.line}>{content}</div>
      )}
      {(view === 'ordered' || view === 'ready') && (
        <SoldOutSwitch
          itemId={line.menu_item_id}
          label={line.name}
          soldOut={line.item_flag === ITEM_FLAG.stopped}
          className={styles.soldOut}
        />
      )}
    </li>
  );
}

function CheckIcon() {
  return (
    <svg className={styles.check} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
