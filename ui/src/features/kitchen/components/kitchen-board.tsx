import type { Station } from '@contract/stations';
import { SoundBanner, SoundOnBadge } from '@/components/live/sound-banner';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { kitchenText } from '@/i18n/kitchen';
import { useText } from '@/i18n/use-text';
import { playKitchenAlerts } from '@/lib/sounds/kitchen-sounds';
import { useShopTimeZone } from '@/lib/use-shop-time-zone';
import { useBoxClock } from '../hooks/use-box-clock';
import { useBumpActions } from '../hooks/use-bump-actions';
import { useKitchenCards } from '../hooks/use-kitchen-cards';
import { linesToMake } from '../model/card-lines';
import styles from './kitchen-board.module.css';
import { KitchenCard } from './kitchen-card';
import { KitchenNav } from './kitchen-nav';
import { KitchenShell } from './kitchen-shell';
import { RecallButton } from './recall-button';

export interface KitchenBoardProps {
  station: Station;
  sound: { unlocked: boolean; enable: () => void };
  onChangeStation: () => void;
  onStationGone: () => void;
}

/** One station's display: its open cards, oldest first, live; bump, recall, sounds. */
export function KitchenBoard({ station, sound, onChangeStation, onStationGone }: KitchenBoardProps) {
  const kitchen = useText(kitchenText);
  const clock = useBoxClock();
  const board = useKitchenCards(station.id, { onAlerts: playKitchenAlerts, onStationGone, onClock: clock.sync });
  const actions = useBumpActions(station.id, board);
  const timeZone = useShopTimeZone();
  const shown = board.station ?? station;
  const cards = board.cards;

  return (
    <KitchenShell
      pageTitle={kitchen.pageTitle(shown.name)}
      heading={shown.name}
      status={board.status}
      summary={
        cards && (
          <>
            <span className={styles.count}>{kitchen.cards.open(cards.length)}</span>
            <span className={styles.count}>{kitchen.cards.lines(linesToMake(cards))}</span>
            <SoundOnBadge unlocked={sound.unlocked} texts={kitchen.sound} />
          </>
        )
      }
      actions={
        <>
          <KitchenNav />
          <button type="button" className={styles.change} onClick={onChangeStation}>
            {kitchen.nav.changeStation}
          </button>
          <RecallButton last={actions.last} onRecall={actions.recallLast} />
        </>
      }
      notice={<SoundBanner unlocked={sound.unlocked} onEnable={sound.enable} texts={kitchen.sound} />}
    >
      {board.error && <Alert tone="error">{board.error}</Alert>}
      {cards ? (
        cards.length === 0 ? (
          <p className={styles.empty}>{kitchen.cards.empty}</p>
        ) : (
          <div className={styles.grid}>
            {cards.map((card) => (
              <KitchenCard
                key={card.order_id}
                card={card}
                station={shown}
                now={clock.now}
                timeZone={timeZone}
                fresh={board.fresh.has(card.order_id)}
                busy={actions.busy}
                onBumpLine={actions.bumpLine}
                onRecallLine={actions.recallLine}
                onBumpCard={actions.bumpCard}
              />
            ))}
          </div>
        )
      ) : (
        !board.error && <PageSpinner />
      )}
    </KitchenShell>
  );
}
