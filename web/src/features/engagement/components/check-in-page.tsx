import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { CheckCircleIcon, CrownIcon, GiftIcon } from '@/components/ui/icons';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';

import { engagementKeys } from '../api/engagement-api';
import { afterPayment, engagementErrorText, isSessionError, useEngagementCurrency, useMiniGames, usePlayGame } from '../hooks/use-engagement';
import type { MiniGames, Play } from '../types';
import { CardFailed, CardsSkeleton, formatCount, Notice, Section, usePrizeText } from './parts';
import { PlayHistory } from './wheel-page';

export type DayState = 'claimed' | 'today' | 'done' | 'upcoming';

/**
 * Where today falls in the cycle of `length` days, from the streak (days in a row so far) and
 * whether today is checked already: the day checked today, or the next one to check.
 */
export function todayInCycle(streak: number, checkedToday: boolean, length: number): number {
  const days = Math.max(1, length);
  const streakDays = Math.max(0, streak);
  return checkedToday ? ((Math.max(1, streakDays) - 1) % days) + 1 : (streakDays % days) + 1;
}

/** Each day card's state: checked before, today's (to check, or done), or still to come. */
export function dayState(day: number, today: number, checkedToday: boolean): DayState {
  if (day < today) return 'claimed';
  if (day === today) return checkedToday ? 'done' : 'today';
  return 'upcoming';
}

/** The seven day cards, today's claimable, with the streak and the button. */
function CheckInCard({ games }: { games: MiniGames }) {
  const { t, i18n } = useTranslation('engagement');
  const queryClient = useQueryClient();
  const currency = useEngagementCurrency();
  const prizeText = usePrizeText();
  const play = usePlayGame('checkIn');
  const [claimed, setClaimed] = useState<Play | null>(null);

  const { enabled, days } = games.checkIn;
  const sorted = [...days].sort((a, b) => a.day - b.day);
  // Today's check-in shows as done at once; the list read again agrees.
  const justChecked = claimed != null && !games.checkIn.checkedToday;
  const checkedToday = games.checkIn.checkedToday || claimed != null;
  const streak = justChecked ? (claimed.day ?? games.checkIn.streak + 1) : games.checkIn.streak;
  const today = todayInCycle(streak, checkedToday, sorted.length);

  function checkIn() {
    play.mutate(undefined, {
      onSuccess: (answer) => {
        setClaimed(answer);
        afterPayment(queryClient, answer.wallet);
        void toast.success({ title: t('checkIn.successTitle'), text: prizeText(answer.prize, answer.wallet?.currencyCode || currency) });
      },
      onError: (error) => {
        if (isSessionError(error)) return;
        void toast.error({ title: t('errors.checkInTitle'), text: engagementErrorText(error, t) });
        if (isApiError(error) && (error.systemMsg === 'checked_in_today' || error.systemMsg === 'game_off')) {
          void queryClient.invalidateQueries({ queryKey: engagementKeys.miniGames });
        }
      },
    });
  }

  return (
    <Section
      id="check-in-title"
      title={t('checkIn.title')}
      icon={<CrownIcon className="size-5" />}
      testId="check-in-card"
      actions={
        <span className="pp-chip" data-testid="check-in-streak">
          {t('checkIn.streak', { n: formatCount(streak, i18n.language) })}
        </span>
      }
    >
      {!enabled ? <Notice testId="check-in-off">{t('checkIn.off')}</Notice> : null}
      <p className="text-sm text-muted">{t('checkIn.text')}</p>
      <ol className="grid grid-cols-4 gap-2 sm:grid-cols-7 sm:gap-3" data-testid="check-in-days">
        {sorted.map(({ day, prize }) => {
          const state = dayState(day, today, checkedToday);
          return (
            <li
              key={day}
              className={cn(
                'relative flex flex-col items-center gap-1.5 rounded-box border px-1.5 py-3 text-center',
                state === 'today' && 'border-accent bg-primary/15 ring-2 ring-accent/40',
                state === 'done' && 'border-accent/40 bg-primary/10',
                state === 'claimed' && 'border-line bg-tint/[0.03] opacity-70',
                state === 'upcoming' && 'border-line bg-tint/[0.03]',
                // The seventh day: the cycle's big prize, the last row's full width on a phone.
                day === 7 && 'col-span-2 sm:col-span-1',
              )}
              data-testid="check-in-day"
              data-day={day}
              data-state={state}
              aria-current={state === 'today' || state === 'done' ? 'date' : undefined}
            >
              <span className="text-xs font-medium text-muted">{t('checkIn.day', { day })}</span>
              <span className={cn('grid size-9 place-items-center rounded-full', state === 'claimed' || state === 'done' ? 'bg-primary/20 text-accent' : 'bg-tint/5 text-highlight')} aria-hidden="true">
                {state === 'claimed' || state === 'done' ? <CheckCircleIcon className="size-5" /> : <GiftIcon className="size-5" />}
              </span>
              <span className="text-xs leading-tight font-semibold text-strong">{prizeText(prize, currency)}</span>
              {state === 'claimed' || state === 'done' ? <span className="sr-only">{t('checkIn.claimed')}</span> : null}
            </li>
          );
        })}
      </ol>
      {checkedToday ? (
        <div className="flex flex-col items-center gap-1 rounded-box border border-accent/25 bg-primary/10 p-3 text-center" role="status" data-testid="check-in-done">
          <p className="flex items-center gap-2 font-semibold text-strong">
            <CheckCircleIcon className="size-5 text-accent" />
            {t('checkIn.done')}
          </p>
          {claimed ? <p className="text-sm text-accent-pale" data-testid="check-in-prize">{t('checkIn.got', { prize: prizeText(claimed.prize, claimed.wallet?.currencyCode || currency) })}</p> : null}
          <p className="text-xs text-muted">{t('checkIn.comeBack')}</p>
        </div>
      ) : (
        <Button size="lg" block onClick={checkIn} loading={play.isPending} disabled={!enabled || sorted.length === 0} data-testid="check-in-claim">
          {t('checkIn.claim', { day: today })}
        </Button>
      )}
    </Section>
  );
}

/**
 * The /receivesWealth page's content (docs/engagement.md §4): the daily check-in's seven days with
 * their prizes, the streak, today's card to claim (a play token of the game checkIn, then the
 * play) and the done state, then the check-ins so far.
 */
export function CheckInContent() {
  const games = useMiniGames();
  if (games.isPending) return <CardsSkeleton heights={['h-80']} />;
  if (games.isError) return <CardFailed onRetry={() => void games.refetch()} />;
  return (
    <div className="flex flex-col gap-4" data-testid="check-in-page">
      <CheckInCard games={games.data} />
      <PlayHistory game="checkIn" />
    </div>
  );
}
