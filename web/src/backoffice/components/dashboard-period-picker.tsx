import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { DATE_FILTERS, type DateFilter } from '@/lib/date-filter';

import type { DashboardPeriod } from '../api/dashboard-api';

import { DASHBOARD_MAX_DAYS, filterOf, periodOf, periodProblem } from './dashboard-period';
import { DateField } from './form-controls';

/**
 * The dashboard's period: the date filters of spec §3 counted from the agent's today, or a
 * custom start and end. The inputs show the period the server last answered for.
 */
export function PeriodPicker({
  today,
  shown,
  busy,
  onChange,
}: {
  /** Today in the agent's time zone. */
  today: string;
  /** The period on screen (the server's answer), once there is one. */
  shown: DashboardPeriod;
  busy: boolean;
  onChange(period: { start: string; end: string }): void;
}) {
  const { t } = useTranslation('backoffice');
  const [start, setStart] = useState(shown.start ?? '');
  const [end, setEnd] = useState(shown.end ?? '');
  const [problem, setProblem] = useState<ReturnType<typeof periodProblem>>(null);

  useEffect(() => {
    if (shown.start) setStart(shown.start);
    if (shown.end) setEnd(shown.end);
  }, [shown.start, shown.end]);

  const chosen = filterOf(shown, today);

  function choose(filter: DateFilter) {
    setProblem(null);
    onChange(periodOf(filter, today));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = periodProblem({ start, end });
    setProblem(found);
    if (!found) onChange({ start, end });
  }

  const error = problem ? t(problem, { days: DASHBOARD_MAX_DAYS }) : null;
  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label={t('dashboard.filters')} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {DATE_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={filter === chosen}
            className={cn('pp-chip-btn', filter === chosen && 'pp-chip-btn--active')}
            onClick={() => choose(filter)}
            data-testid={`bo-dashboard-filter-${filter}`}
          >
            {t(`dashboard.filter.${filter}`)}
          </button>
        ))}
      </div>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3" aria-label={t('dashboard.custom')} data-testid="bo-dashboard-range">
        <DateField label={t('dashboard.start')} value={start} max={end} onChange={setStart} error={error} testId="bo-dashboard-start" />
        <DateField label={t('dashboard.end')} value={end} min={start} onChange={setEnd} testId="bo-dashboard-end" />
        <Button type="submit" size="sm" className="h-10 sm:mt-7" loading={busy} data-testid="bo-dashboard-show">
          {t('dashboard.show')}
        </Button>
      </form>
      <p className="text-xs text-gray-400">{t('dashboard.rangeHint', { days: DASHBOARD_MAX_DAYS })}</p>
    </div>
  );
}
