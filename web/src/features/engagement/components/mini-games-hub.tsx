import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ChevronRightIcon, CrownIcon, WheelIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

import { useMiniGames, useWalletCounters } from '../hooks/use-engagement';
import { formatCount, SectionFailed } from './parts';
import { todayInCycle } from './check-in-page';

function HubCard({
  to,
  icon,
  title,
  text,
  figure,
  figureLabel,
  state,
  testId,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  text: string;
  figure: string;
  figureLabel: string;
  state: { text: string; ready: boolean };
  testId: string;
}) {
  return (
    <Link to={to} className="pp-card group flex items-center gap-4 p-4 transition hover:ring-1 hover:ring-accent/40 sm:p-5" data-testid={testId}>
      <span className="grid size-14 shrink-0 place-items-center rounded-box bg-primary/15 text-accent ring-1 ring-accent/30" aria-hidden="true">
        {icon}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="text-base font-semibold text-strong">{title}</span>
        <span className="text-sm text-muted">{text}</span>
        <span className={cn('text-xs font-medium', state.ready ? 'text-accent-strong' : 'text-muted')} data-testid={`${testId}-state`}>
          {state.text}
        </span>
      </span>
      <span className="flex shrink-0 flex-col items-end">
        <span className="text-2xl font-bold text-highlight tabular-nums" data-testid={`${testId}-figure`}>
          {figure}
        </span>
        <span className="text-[0.6875rem] text-muted">{figureLabel}</span>
      </span>
      <ChevronRightIcon className="size-5 shrink-0 text-faint transition group-hover:text-accent" />
    </Link>
  );
}

/**
 * The mini games of /miniGames (docs/engagement.md §4): the lucky wheel with the spins waiting,
 * and the daily check-in with the streak and whether today is checked, each a link to its page.
 */
export function MiniGamesHub() {
  const { t, i18n } = useTranslation('engagement');
  const games = useMiniGames();
  const counters = useWalletCounters();
  let body;
  if (games.isPending) {
    body = [0, 1].map((i) => <div key={i} className="h-28 animate-pulse rounded-card bg-tint/5" aria-hidden="true" />);
  } else if (games.isError) {
    body = (
      <div className="pp-card p-4 sm:col-span-2">
        <SectionFailed onRetry={() => void games.refetch()} />
      </div>
    );
  } else {
    const { wheel, checkIn } = games.data;
    const spins = counters.spins ?? games.data.spins;
    const today = todayInCycle(checkIn.streak, checkIn.checkedToday, checkIn.days.length);
    body = (
      <>
        <HubCard
          to="/luckyWheel"
          icon={<WheelIcon className="size-8" />}
          title={t('hub.wheelTitle')}
          text={t('hub.wheelText')}
          figure={formatCount(spins, i18n.language)}
          figureLabel={t('hub.spins')}
          state={!wheel.enabled ? { text: t('wheel.off'), ready: false } : spins > 0 ? { text: t('hub.wheelReady'), ready: true } : { text: t('wheel.noSpins'), ready: false }}
          testId="hub-wheel"
        />
        <HubCard
          to="/receivesWealth"
          icon={<CrownIcon className="size-8" />}
          title={t('hub.checkInTitle')}
          text={t('hub.checkInText')}
          figure={formatCount(checkIn.streak, i18n.language)}
          figureLabel={t('hub.streak')}
          state={
            !checkIn.enabled
              ? { text: t('checkIn.off'), ready: false }
              : checkIn.checkedToday
                ? { text: t('checkIn.done'), ready: false }
                : { text: t('hub.checkInReady', { day: today }), ready: true }
          }
          testId="hub-check-in"
        />
      </>
    );
  }
  return (
    <section aria-label={t('hub.label')} className="mb-6 grid gap-4 md:grid-cols-2" data-testid="mini-games-hub">
      {body}
    </section>
  );
}
