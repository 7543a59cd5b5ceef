import type { ReportFigures } from '@contract/reports';
import { formatYen } from '@/i18n/format';
import styles from './reports.module.css';

export interface GenreChartProps {
  genres: ReportFigures['genres'];
  label: string;
}

/** ジャンル別売上: a bar per genre, longest first, sized against the best genre (HTML, so labels wrap). */
export function GenreChart({ genres, label }: GenreChartProps) {
  const top = Math.max(1, ...genres.map((g) => g.amount));
  return (
    <ul className={styles.genres} role="img" aria-label={label}>
      {genres.map((g) => (
        <li key={g.menu_id ?? 'cover'} className={styles.genre} title={`${g.label} ${formatYen(g.amount)}（${g.quantity}点）`}>
          <span className={styles.genreLabel}>{g.label}</span>
          <span className={styles.genreTrack}>
            <span className={styles.genreBar} style={{ width: `${(g.amount / top) * 100}%` }} />
          </span>
          <span className={styles.genreAmount}>{formatYen(g.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
