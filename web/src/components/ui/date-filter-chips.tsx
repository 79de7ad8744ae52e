import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';
import { DATE_FILTERS, type DateFilter } from '@/lib/date-filter';

/** The row of date filter chips above a history list; the chosen one is pressed. */
export function DateFilterChips({ value, onChange }: { value: DateFilter; onChange: (filter: DateFilter) => void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('history.dateFilter')} className="-mx-1 mb-3 flex gap-2 overflow-x-auto px-1 pb-1">
      {DATE_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={filter === value}
          className={cn('pp-chip-btn', filter === value && 'pp-chip-btn--active')}
          onClick={() => onChange(filter)}
          data-testid={`history-filter-${filter}`}
        >
          {t(`history.filters.${filter}`)}
        </button>
      ))}
    </div>
  );
}
