import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import { SegmentedChoice } from '../shared/segmented-choice';
import { TextInputField } from '../shared/text-input-field';
import { TRANSLATION_FILTERS, type TranslationFilter } from './translation-list';
import styles from './translations.module.css';

export interface TranslationFiltersProps {
  filter: TranslationFilter;
  onFilter: (filter: TranslationFilter) => void;
  keyword: string;
  onKeyword: (keyword: string) => void;
}

/** すべて / 未翻訳 / 未確認, and a search over the Japanese names; the list follows as one types. */
export function TranslationFilters({ filter, onFilter, keyword, onKeyword }: TranslationFiltersProps) {
  const t = useText(adminText).translations;
  return (
    <search className={styles.filters}>
      <SegmentedChoice
        name="translation-filter"
        legend={t.filterLabel}
        options={TRANSLATION_FILTERS.map((value) => [value, t.filters[value]] as const)}
        value={filter}
        onChange={onFilter}
      />
      <div className={styles.keyword}>
        <TextInputField label={t.keyword} type="search" value={keyword} placeholder={t.keywordPlaceholder} onValue={onKeyword} />
      </div>
    </search>
  );
}
