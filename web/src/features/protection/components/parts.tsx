import { useTranslation } from 'react-i18next';

import { formatDateTime } from '@/lib/date';

import { useTimeZone } from '../hooks/use-protection';

/** A timestamp as date and time in the interface language and the agent's time zone. */
export function useDateTime(): (iso: string | Date) => string {
  const { i18n } = useTranslation();
  const timeZone = useTimeZone();
  return (value) => formatDateTime(typeof value === 'string' ? value : value.toISOString(), i18n.language, timeZone);
}

/** A row of choices drawn as chips, the chosen one pressed (as the history's date filters). */
export function ChoiceChips<T extends string | number>({
  label,
  options,
  value,
  onChoose,
  labelOf,
  disabled,
  testId,
}: {
  label: string;
  options: readonly T[];
  value: T | null;
  onChoose: (option: T) => void;
  labelOf: (option: T) => string;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2" data-testid={testId}>
      {options.map((option) => {
        const active = option === value;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={active}
            disabled={disabled}
            className={active ? 'pp-chip-btn pp-chip-btn--active' : 'pp-chip-btn'}
            onClick={() => onChoose(option)}
            data-testid={`${testId}-${option}`}
          >
            {labelOf(option)}
          </button>
        );
      })}
    </div>
  );
}
