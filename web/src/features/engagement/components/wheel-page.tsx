import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { ChartIcon, HistoryIcon, SparkleIcon, WheelIcon } from '@/components/ui/icons';
import { holdWallet, walletQueryOptions } from '@/features/wallet';
import { isApiError } from '@/lib/api';
import { formatDateTime } from '@/lib/date';
import { formatMoney } from '@/lib/money';
import { toast } from '@/lib/toast';

import { engagementKeys } from '../api/engagement-api';
import {
  afterPayment,
  engagementErrorText,
  isSessionError,
  useEngagementCurrency,
  useMiniGames,
  usePlayGame,
  usePlays,
  useWalletCounters,
} from '../hooks/use-engagement';
import { nameIn, type MiniGames, type Play } from '../types';
import { LuckyWheel, spinJitter, targetRotation } from './lucky-wheel';
import {
  CardFailed,
  CardsSkeleton,
  EmptyLine,
  formatCount,
  Notice,
  percentText,
  ScrollTable,
  Section,
  SectionFailed,
  Td,
  Th,
  usePrizeText,
  useTimeZone,
} from './parts';

type Phase = 'idle' | 'spinning' | 'done';

/** The error codes after which the spins or the game's state are read again. */
const STALE = new Set(['no_spins', 'game_off', 'play_token_invalid']);

/** What a finished spin gave, said under the wheel (and the turnover that came with credit). */
function PrizeMessage({ play, currency }: { play: Play; currency: string }) {
  const { t } = useTranslation('engagement');
  const prizeText = usePrizeText();
  const won = play.prize.type !== 'none' && (play.prize.amount ?? 0) > 0;
  return (
    <div
      className={won ? 'rounded-box border border-accent/25 bg-primary/10 p-3 text-center' : 'rounded-box border border-line bg-tint/[0.03] p-3 text-center'}
      data-testid="wheel-prize"
      data-prize-type={play.prize.type}
      data-segment-index={play.segmentIndex ?? ''}
    >
      <p className="text-xs text-muted">{won ? t('wheel.youWon') : t('wheel.noWin')}</p>
      <p className="text-lg font-bold text-strong">{prizeText(play.prize, currency)}</p>
      {play.turnover != null && play.turnover > 0 ? (
        <p className="mt-1 text-xs text-muted">{t('redemption.turnoverNote', { turnover: formatMoney(play.turnover, currency) })}</p>
      ) : null}
    </div>
  );
}

/** The wheel, the spins waiting, the Spin button and the prize of the last spin. */
function WheelCard({ games }: { games: MiniGames }) {
  const { t, i18n } = useTranslation('engagement');
  const queryClient = useQueryClient();
  const currency = useEngagementCurrency();
  const counters = useWalletCounters();
  const play = usePlayGame('wheel');
  const [rotation, setRotation] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<Play | null>(null);
  const finishing = useRef<Play | null>(null);
  // New wallets wait while the wheel turns, so the prize is not announced before it stops.
  const release = useRef<(() => void) | null>(null);
  const letWalletThrough = useCallback(() => {
    release.current?.();
    release.current = null;
  }, []);
  useEffect(() => letWalletThrough, [letWalletThrough]);

  const segments = [...games.wheel.segments].sort((a, b) => a.index - b.index);
  const spins = phase === 'spinning' && result ? result.spinsLeft : (counters.spins ?? games.spins);
  const enabled = games.wheel.enabled && segments.length > 0;
  const busy = play.isPending || phase === 'spinning';

  const stop = useCallback(() => {
    const done = finishing.current;
    if (!done) return;
    finishing.current = null;
    setPhase('done');
    letWalletThrough();
    afterPayment(queryClient, done.wallet);
  }, [queryClient, letWalletThrough]);

  function spin() {
    letWalletThrough();
    release.current = holdWallet();
    play.mutate(undefined, {
      onSuccess: (answer) => {
        const position = segments.findIndex((segment) => segment.index === answer.segmentIndex);
        setResult(answer);
        finishing.current = answer;
        if (position < 0) {
          stop();
          return;
        }
        setRotation((current) => targetRotation(current, position, segments.length, spinJitter(segments.length)));
        setPhase('spinning');
      },
      onError: (error) => {
        letWalletThrough();
        if (isSessionError(error)) return;
        void toast.error({ title: t('errors.playTitle'), text: engagementErrorText(error, t) });
        if (isApiError(error) && error.systemMsg && STALE.has(error.systemMsg)) {
          void queryClient.invalidateQueries({ queryKey: engagementKeys.miniGames });
          void queryClient.invalidateQueries({ queryKey: walletQueryOptions().queryKey });
        }
      },
    });
  }

  let reason = null;
  if (!enabled) reason = t('wheel.off');
  else if (spins <= 0 && !busy) reason = t('wheel.noSpins');

  return (
    <Section id="wheel-title" title={t('wheel.title')} icon={<WheelIcon className="size-5" />} testId="wheel-card">
      {!games.wheel.enabled ? <Notice testId="wheel-off">{t('wheel.off')}</Notice> : null}
      <div className="pt-3">
        <LuckyWheel segments={segments} rotation={rotation} spinning={phase === 'spinning'} onStopped={stop} targetIndex={result?.segmentIndex ?? null} />
      </div>
      <div className="flex items-center justify-between gap-3 rounded-box border border-line bg-tint/[0.03] px-4 py-3">
        <span className="text-sm text-muted">{t('wheel.spinsWaiting')}</span>
        <span className="text-2xl font-bold text-highlight tabular-nums" data-testid="wheel-spins" aria-live="polite">
          {formatCount(spins, i18n.language)}
        </span>
      </div>
      <Button size="lg" block onClick={spin} loading={play.isPending} disabled={busy || reason != null} data-testid="wheel-spin" aria-describedby={reason ? 'wheel-reason' : undefined}>
        {phase === 'spinning' ? t('wheel.spinning') : t('wheel.spin')}
      </Button>
      {reason ? (
        <p id="wheel-reason" className="text-center text-sm text-muted" data-testid="wheel-reason">
          {reason}
        </p>
      ) : null}
      <div aria-live="polite">{phase === 'done' && result ? <PrizeMessage play={result} currency={currency} /> : null}</div>
    </Section>
  );
}

/** How spins are earned, and how many each way gave today. */
function EarnCard({ games }: { games: MiniGames }) {
  const { t, i18n } = useTranslation('engagement');
  const currency = useEngagementCurrency();
  const { perDeposit, perTurnover, dailyFree } = games.earn;
  const rules = [
    perDeposit && perDeposit.spins > 0
      ? { key: 'deposit', text: t('wheel.earnDeposit', { amount: formatMoney(perDeposit.amount, currency, { trimZeroCents: true }), n: formatCount(perDeposit.spins, i18n.language) }), today: games.earnedToday.deposit }
      : null,
    perTurnover && perTurnover.spins > 0
      ? { key: 'turnover', text: t('wheel.earnTurnover', { amount: formatMoney(perTurnover.amount, currency, { trimZeroCents: true }), n: formatCount(perTurnover.spins, i18n.language) }), today: games.earnedToday.turnover }
      : null,
    dailyFree > 0 ? { key: 'free', text: t('wheel.earnFree', { n: formatCount(dailyFree, i18n.language) }), today: games.earnedToday.free } : null,
  ].filter((rule) => rule != null);
  return (
    <Section id="wheel-earn-title" title={t('wheel.earnTitle')} icon={<SparkleIcon className="size-5" />} testId="wheel-earn">
      {rules.length === 0 ? (
        <EmptyLine testId="wheel-earn-none">{t('wheel.earnNone')}</EmptyLine>
      ) : (
        <ul className="flex flex-col divide-y divide-tint/5">
          {rules.map((rule) => (
            <li key={rule.key} className="flex items-center justify-between gap-3 py-2.5" data-testid={`wheel-earn-${rule.key}`}>
              <span className="text-sm text-soft">{rule.text}</span>
              <span className="shrink-0 text-xs text-muted tabular-nums" data-testid={`wheel-earned-${rule.key}`}>
                {t('wheel.earnedToday', { n: formatCount(rule.today, i18n.language) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The published odds of every segment. */
function OddsCard({ games }: { games: MiniGames }) {
  const { t, i18n } = useTranslation('engagement');
  const currency = useEngagementCurrency();
  const prizeText = usePrizeText();
  const segments = [...games.wheel.segments].sort((a, b) => a.index - b.index);
  return (
    <Section id="wheel-odds-title" title={t('wheel.oddsTitle')} icon={<ChartIcon className="size-5" />} testId="wheel-odds">
      <ScrollTable minWidth="min-w-[18rem]">
        <thead>
          <tr className="border-b border-line">
            <Th>{t('wheel.columns.segment')}</Th>
            <Th>{t('wheel.columns.prize')}</Th>
            <Th end>{t('wheel.columns.odds')}</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-tint/5">
          {segments.map((segment) => (
            <tr key={segment.index} data-testid="wheel-odds-row">
              <td className="py-2.5 pe-2">
                <span className="flex items-center gap-2 text-strong">
                  <span className="size-3 shrink-0 rounded-full ring-1 ring-tint/20" style={{ background: segment.color }} aria-hidden="true" />
                  {nameIn(segment.label, i18n.language)}
                </span>
              </td>
              <Td>{prizeText(segment.prize, currency)}</Td>
              <Td end strong testId="wheel-odds-value">
                {percentText(segment.odds, i18n.language)}
              </Td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <p className="text-xs text-faint">{t('wheel.oddsNote')}</p>
    </Section>
  );
}

/** The player's last plays of a game, newest first. */
export function PlayHistory({ game }: { game: 'wheel' | 'checkIn' }) {
  const { t, i18n } = useTranslation('engagement');
  const plays = usePlays(game);
  const currency = useEngagementCurrency();
  const timeZone = useTimeZone();
  const prizeText = usePrizeText();
  let body;
  if (plays.isPending) body = <div className="h-24 animate-pulse rounded-xl bg-tint/5" aria-hidden="true" />;
  else if (plays.isError) body = <SectionFailed onRetry={() => void plays.refetch()} />;
  else if (plays.data.length === 0) body = <EmptyLine testId={`${game}-history-empty`}>{t('plays.empty')}</EmptyLine>;
  else
    body = (
      <ul className="flex flex-col divide-y divide-tint/5">
        {plays.data.map((row) => (
          <li key={row.id} className="flex items-center justify-between gap-3 py-2.5" data-testid={`${game}-history-row`}>
            <span className="flex min-w-0 flex-col">
              <span className="text-sm font-medium text-strong">{row.day ? t('checkIn.day', { day: row.day }) : t('plays.spin')}</span>
              <span className="text-xs text-muted">{formatDateTime(row.playedAt, i18n.language, timeZone)}</span>
            </span>
            <span className={row.prize.type === 'none' ? 'text-sm text-muted' : 'text-sm font-semibold text-accent-strong'}>
              {prizeText(row.prize, currency)}
            </span>
          </li>
        ))}
      </ul>
    );
  return (
    <Section id={`${game}-history-title`} title={t('plays.title')} icon={<HistoryIcon className="size-5" />} testId={`${game}-history`}>
      {body}
    </Section>
  );
}

/**
 * The /luckyWheel page's content (docs/engagement.md §4): the wheel and its Spin button (a play
 * token, the play, the wheel turning to the server's segment, then the prize), the spins waiting,
 * how spins are earned, the published odds and the plays so far.
 */
export function WheelContent() {
  const games = useMiniGames();
  if (games.isPending) return <CardsSkeleton className="lg:grid-cols-2" heights={['h-[32rem]', 'h-72']} />;
  if (games.isError) return <CardFailed onRetry={() => void games.refetch()} />;
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]" data-testid="wheel-page">
      <WheelCard games={games.data} />
      <div className="flex min-w-0 flex-col gap-4">
        <EarnCard games={games.data} />
        <OddsCard games={games.data} />
        <PlayHistory game="wheel" />
      </div>
    </div>
  );
}
