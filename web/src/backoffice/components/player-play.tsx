import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { localeTag } from '@/lib/date';

import { playerRoundsQuery, playerTransfersQuery } from '../api/backoffice-api';

import { CsvButton } from './csv-button';
import { GAME_ROUND_COLUMNS, GAME_TRANSFER_COLUMNS } from './csv-columns';
import { formatDateTime } from './format';
import { Money } from './money';
import { Pager, useBackToFirstPage } from './pager';
import { categoryText, TransferStatusBadge, WinLoss } from './play-badges';
import { QueryRows, Table, Td, Th, Tr } from './table';
import { DirectionAmountCells, ReferenceCell } from './transfer-cells';

function Block({ title, testId, children, aside }: { title: string; testId: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section className="flex flex-col gap-3" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 className="text-base font-semibold text-white">{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** The player's moves of credit to the game upstream and back, newest first. */
export function PlayerGameTransfers({ playerId }: { playerId: number }) {
  const { t, i18n: { language } } = useTranslation('backoffice');
  const [page, setPage] = useState(1);
  const query = useQuery({ ...playerTransfersQuery(playerId, page), placeholderData: keepPreviousData });
  useBackToFirstPage(query.error, page, setPage);
  const rows = query.data?.transfers ?? [];
  return (
    <Block
      title={t('player.gameTransfers')}
      testId="bo-player-game-transfers"
      aside={<CsvButton filename={`player-${playerId}-game-transfers-${page}.csv`} rows={rows} columns={GAME_TRANSFER_COLUMNS} testId="bo-game-transfers-csv" />}
    >
      <Table
        caption={t('player.gameTransfers')}
        className={query.isFetching && query.isPlaceholderData ? 'opacity-70' : undefined}
        head={
          <>
            <Th>{t('transfer.time')}</Th>
            <Th>{t('transfer.direction')}</Th>
            <Th align="end">{t('queue.amount')}</Th>
            <Th>{t('transfer.status')}</Th>
            <Th>{t('transfer.reference')}</Th>
            <Th>{t('transfer.settledAt')}</Th>
          </>
        }
      >
        <QueryRows
          query={query}
          columns={6}
          rows={rows}
          empty={t('player.noGameTransfers')}
          render={(transfer) => (
            <Tr key={transfer.id} data-testid={`bo-game-transfer-${transfer.id}`}>
              <Td label={t('transfer.time')} className="whitespace-nowrap text-gray-300">
                {formatDateTime(transfer.createdAt, language)}
              </Td>
              <DirectionAmountCells transfer={transfer} />
              <Td label={t('transfer.status')}>
                <TransferStatusBadge status={transfer.status} />
                {transfer.error ? <span className="mt-1 block max-w-56 text-xs break-words text-red-300/80">{transfer.error}</span> : null}
              </Td>
              <ReferenceCell reference={transfer.reference} family={transfer.family} />
              <Td label={t('transfer.settledAt')} className="whitespace-nowrap text-gray-300">
                {transfer.settledAt ? formatDateTime(transfer.settledAt, language) : <span className="text-amber-300">{t('transfer.notSettled')}</span>}
              </Td>
            </Tr>
          )}
        />
      </Table>
      <Pager page={query.data?.page} onChange={setPage} busy={query.isFetching} testId="bo-game-transfers-pager" />
    </Block>
  );
}

/** The player's recorded rounds, newest first, with his totals over every round. */
export function PlayerGameRounds({ playerId }: { playerId: number }) {
  const { t, i18n: { language } } = useTranslation('backoffice');
  const locale = localeTag(language);
  const [page, setPage] = useState(1);
  const query = useQuery({ ...playerRoundsQuery(playerId, page), placeholderData: keepPreviousData });
  useBackToFirstPage(query.error, page, setPage);
  const rows = query.data?.rounds ?? [];
  const totals = query.data?.totals;
  return (
    <Block
      title={t('player.gameRounds')}
      testId="bo-player-game-rounds"
      aside={
        <span className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {totals && totals.rounds > 0 ? (
            <p className="text-sm text-gray-400" data-testid="bo-game-rounds-totals">
              {t('round.totals', { rounds: totals.rounds.toLocaleString(locale) })}
              {' · '}
              {t('round.bet')} <Money amount={totals.bet} className="text-gray-200" />
              {' · '}
              {t('round.winLoss')} <WinLoss amount={totals.winLoss} />
            </p>
          ) : null}
          <CsvButton filename={`player-${playerId}-game-rounds-${page}.csv`} rows={rows} columns={GAME_ROUND_COLUMNS} testId="bo-game-rounds-csv" />
        </span>
      }
    >
      <Table
        caption={t('player.gameRounds')}
        className={query.isFetching && query.isPlaceholderData ? 'opacity-70' : undefined}
        head={
          <>
            <Th>{t('round.time')}</Th>
            <Th>{t('round.game')}</Th>
            <Th>{t('round.provider')}</Th>
            <Th align="end">{t('round.bet')}</Th>
            <Th align="end">{t('round.payout')}</Th>
            <Th align="end">{t('round.winLoss')}</Th>
          </>
        }
      >
        <QueryRows
          query={query}
          columns={6}
          rows={rows}
          empty={t('player.noGameRounds')}
          render={(round) => (
            <Tr key={round.id} data-testid={`bo-game-round-${round.id}`}>
              <Td label={t('round.time')} className="whitespace-nowrap text-gray-300">
                {formatDateTime(round.playedAt, language)}
              </Td>
              <Td label={t('round.game')} className="text-white">
                {round.gameName}
                <span className="block text-xs text-gray-500">
                  {categoryText(round.category, t)} · {round.gameCode}
                </span>
              </Td>
              <Td label={t('round.provider')} className="text-gray-300">
                {round.providerName}
                <span className="block text-xs text-gray-500">{round.providerPrefix}</span>
              </Td>
              <Td label={t('round.bet')} className="text-end text-white">
                <Money amount={round.bet} />
              </Td>
              <Td label={t('round.payout')} className="text-end text-gray-200">
                <Money amount={round.payout} />
              </Td>
              <Td label={t('round.winLoss')} className="text-end">
                <WinLoss amount={round.winLoss} />
              </Td>
            </Tr>
          )}
        />
      </Table>
      <Pager page={query.data?.page} onChange={setPage} busy={query.isFetching} testId="bo-game-rounds-pager" />
    </Block>
  );
}
