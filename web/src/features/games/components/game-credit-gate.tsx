import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Spinner } from '@/components/ui/spinner';
import { cashierKeys } from '@/features/cashier';
import { walletQueryOptions } from '@/features/wallet';

import { useReturnCredit } from '../hooks/use-game-session';

/**
 * Before a withdrawal: credit still at a game upstream (wallet.gameCredit > 0) comes home
 * first (the same return as after playing), then what may be withdrawn is read again.
 */
export function GameCreditGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Read afresh: a cached wallet may predate the last game.
  const wallet = useQuery({ ...walletQueryOptions(), refetchOnMount: 'always' });
  const { returnCredit } = useReturnCredit();
  const [phase, setPhase] = useState<'check' | 'returning' | 'ready'>('check');
  const gameCredit = Number(wallet.data?.gameCredit ?? 0);

  useEffect(() => {
    if (phase !== 'check') return;
    if (wallet.isFetching) return;
    if (!wallet.data) {
      if (wallet.isError) setPhase('ready');
      return;
    }
    if (!(gameCredit > 0)) {
      setPhase('ready');
      return;
    }
    setPhase('returning');
    void returnCredit().finally(() => {
      void queryClient.invalidateQueries({ queryKey: cashierKeys.withdrawable });
      setPhase('ready');
    });
  }, [phase, wallet.data, wallet.isFetching, wallet.isError, gameCredit, returnCredit, queryClient]);

  if (phase !== 'ready') {
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-sm text-subtle" data-testid="game-credit-returning">
        <Spinner />
        {phase === 'returning' ? <p>{t('games.returningFromGame')}</p> : null}
      </div>
    );
  }
  return children;
}
