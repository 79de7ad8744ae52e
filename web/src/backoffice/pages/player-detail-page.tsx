import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { ChevronRightIcon } from '@/components/ui/icons';

import { playerQuery } from '../api/backoffice-api';
import { describeStaffError } from '../api/errors';
import { AdjustForm } from '../components/adjust-form';
import { AdminOnlyNote } from '../components/admin-only';
import { BankAccountText } from '../components/bank-account';
import { CsvButton } from '../components/csv-button';
import { LEDGER_COLUMNS, TX_COLUMNS } from '../components/csv-columns';
import { formatDateTime } from '../components/format';
import { PageHeader } from '../components/layout';
import { Money } from '../components/money';
import { Notice } from '../components/notice';
import { PlayerIncome } from '../components/player-income';
import { PlayerManage } from '../components/player-manage';
import { PlayerGameRounds, PlayerGameTransfers } from '../components/player-play';
import { PlayerPromotions } from '../components/player-promotions';
import { PlayerProtection, SelfExcludedBadge } from '../components/player-protection';
import { Fact, Section } from '../components/section';
import { PlayerStatusBadge, StatusBadge, TypeBadge } from '../components/status-badge';
import { Table, TableRows, Td, Th, Tr } from '../components/table';
import { useIsAdmin } from '../hooks/use-staff';
import { BO_PATHS } from '../paths';
import type { PlayerDetail } from '../types';

/** A card of the player's facts, titled. */
function Card({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="pp-card p-4 sm:p-5" data-testid={testId}>
      <h2 className="mb-3 text-base font-semibold text-white">{title}</h2>
      {children}
    </section>
  );
}

function Details({ detail }: { detail: PlayerDetail }) {
  const { t, i18n: { language } } = useTranslation('backoffice');
  const admin = useIsAdmin();
  const { player, wallet, bankAccount } = detail;
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Card title={t('player.wallet')} testId="bo-player-wallet">
        <dl className="divide-y divide-white/5">
          <Fact label={t('player.creditBalance')}>
            <Money amount={wallet?.creditBalance} className="text-lg font-semibold" />
          </Fact>
          <Fact label={t('player.gameCredit')}>
            <span data-testid="bo-player-game-credit">
              <Money amount={wallet?.gameCredit ?? 0} />
            </span>
          </Fact>
          <Fact label={t('player.cashBalance')}>
            <Money amount={wallet?.cashBalance} />
          </Fact>
          <Fact label={t('player.creditIn')}>
            <Money amount={wallet?.creditIn} />
          </Fact>
          <Fact label={t('player.creditOut')}>
            <Money amount={wallet?.creditOut} />
          </Fact>
        </dl>
      </Card>
      <Card title={t('player.bankAccount')}>
        <dl className="mb-3 divide-y divide-white/5">
          <Fact label={t('player.tel')}>{player.tel || '—'}</Fact>
          {player.status ? (
            <Fact label={t('player.accountStatus')}>
              <span className="inline-flex flex-wrap justify-end gap-1.5">
                <PlayerStatusBadge status={player.status} testId="bo-player-status" />
                <SelfExcludedBadge playerId={player.id} testId="bo-player-excluded" />
              </span>
            </Fact>
          ) : null}
          <Fact label={t('player.createdAt')}>{formatDateTime(player.createdAt, language)}</Fact>
        </dl>
        {bankAccount ? <BankAccountText account={bankAccount} /> : <p className="text-sm text-gray-400">{t('player.noBankAccount')}</p>}
      </Card>
      <Card title={t('adjust.title')} testId="bo-adjust-section">
        {admin ? (
          <>
            <p className="mb-3 text-xs text-gray-400">{t('adjust.text')}</p>
            <AdjustForm playerId={player.id} username={player.username} />
          </>
        ) : (
          <AdminOnlyNote testId="bo-adjust-admin-only">{t('roles.adjust')}</AdminOnlyNote>
        )}
      </Card>
    </div>
  );
}

function Transactions({ detail }: { detail: PlayerDetail }) {
  const { t, i18n: { language } } = useTranslation('backoffice');
  return (
    <Table
      caption={t('player.transactions')}
      head={
        <>
          <Th>{t('queue.time')}</Th>
          <Th>{t('queue.type')}</Th>
          <Th align="end">{t('queue.amount')}</Th>
          <Th>{t('player.status')}</Th>
          <Th>{t('player.reason')}</Th>
        </>
      }
    >
      <TableRows
        columns={5}
        rows={detail.transactions}
        empty={t('app.empty')}
        render={(tx) => (
          <Tr key={tx.id} data-testid={`bo-player-tx-${tx.id}`}>
            <Td label={t('queue.time')} className="whitespace-nowrap text-gray-300">
              {formatDateTime(tx.createdAt, language)}
              <span className="block text-xs text-gray-500">#{tx.id}</span>
            </Td>
            <Td label={t('queue.type')}>
              <TypeBadge type={tx.type} />
            </Td>
            <Td label={t('queue.amount')} className="text-end text-white">
              <Money amount={tx.amount} />
            </Td>
            <Td label={t('player.status')}>
              <StatusBadge status={tx.status} fallbackText={tx.statusText} />
            </Td>
            <Td label={t('player.reason')} className="text-gray-300">
              {tx.reason || '—'}
            </Td>
          </Tr>
        )}
      />
    </Table>
  );
}

function Ledger({ detail }: { detail: PlayerDetail }) {
  const { t, i18n: { language } } = useTranslation('backoffice');
  return (
    <Table
      caption={t('player.ledger')}
      head={
        <>
          <Th>{t('queue.time')}</Th>
          <Th>{t('player.kind')}</Th>
          <Th>{t('player.ledgerAccount')}</Th>
          <Th align="end">{t('queue.amount')}</Th>
          <Th align="end">{t('player.balanceAfter')}</Th>
          <Th>{t('player.memo')}</Th>
        </>
      }
    >
      <TableRows
        columns={6}
        rows={detail.ledger}
        empty={t('app.empty')}
        render={(entry) => (
          <Tr key={entry.id} data-testid={`bo-ledger-${entry.id}`}>
            <Td label={t('queue.time')} className="whitespace-nowrap text-gray-300">
              {formatDateTime(entry.createdAt, language)}
            </Td>
            <Td label={t('player.kind')} className="text-gray-200">
              {entry.kind}
            </Td>
            <Td label={t('player.ledgerAccount')} className="text-gray-300">
              {entry.account}
            </Td>
            <Td label={t('queue.amount')} className={entry.amount < 0 ? 'text-end text-red-300' : 'text-end text-emerald-300'}>
              <Money amount={entry.amount} signed />
            </Td>
            <Td label={t('player.balanceAfter')} className="text-end text-white">
              {entry.balanceAfter === null ? '—' : <Money amount={entry.balanceAfter} />}
            </Td>
            <Td label={t('player.memo')} className="text-gray-300">
              {entry.memo || '—'}
              {entry.reference ? <span className="block text-xs text-gray-500">{entry.reference}</span> : null}
            </Td>
          </Tr>
        )}
      />
    </Table>
  );
}

/**
 * One player: wallet, bank account, his protection (read only), his account's management,
 * promotions, income, requests, game transfers and rounds, ledger, and (the admin's) manual adjustment.
 */
export function PlayerDetailPage() {
  const { t } = useTranslation('backoffice');
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ ...playerQuery(id), enabled: valid });

  const back = (
    <Link to={BO_PATHS.players} className="inline-flex items-center gap-1 text-sm text-gray-400 hover:text-white">
      <ChevronRightIcon className="size-4 rotate-180" />
      {t('player.back')}
    </Link>
  );

  if (!valid || detail.isError) {
    return (
      <div className="flex flex-col items-start gap-4">
        {back}
        <Notice tone="error">{valid ? describeStaffError(detail.error, t) : t('error.0040')}</Notice>
        {valid ? (
          <Button variant="outline" size="sm" onClick={() => void detail.refetch()}>
            {t('app.retry')}
          </Button>
        ) : null}
      </div>
    );
  }
  if (!detail.data) return <p className="py-10 text-center text-gray-400">{t('app.loading')}</p>;

  const { player } = detail.data;
  return (
    <div className="flex flex-col gap-5">
      <div>
        {back}
        <PageHeader
          title={player.username}
          subtitle={`#${player.id}${player.tel ? ` · ${player.tel}` : ''}`}
          actions={
            detail.data.isPlaying ? (
              <span
                className="inline-flex items-center gap-1.5 rounded-full bg-sky-500/15 px-2.5 py-1 text-xs font-medium text-sky-300 ring-1 ring-sky-400/30"
                data-testid="bo-player-playing"
              >
                <span className="size-1.5 rounded-full bg-sky-300" aria-hidden="true" />
                {t('player.playing')}
              </span>
            ) : null
          }
        />
      </div>
      <Details detail={detail.data} />
      <PlayerProtection playerId={player.id} />
      <PlayerManage playerId={player.id} />
      <PlayerPromotions playerId={player.id} username={player.username} />
      <PlayerIncome playerId={player.id} username={player.username} />
      <Section
        title={t('player.transactions')}
        testId="bo-player-transactions"
        compact
        actions={<CsvButton filename={`player-${player.id}-transactions.csv`} rows={detail.data.transactions} columns={TX_COLUMNS} testId="bo-player-transactions-csv" />}
      >
        <Transactions detail={detail.data} />
      </Section>
      <PlayerGameTransfers playerId={player.id} />
      <PlayerGameRounds playerId={player.id} />
      <Section
        title={t('player.ledger')}
        testId="bo-player-ledger"
        compact
        actions={<CsvButton filename={`player-${player.id}-ledger.csv`} rows={detail.data.ledger} columns={LEDGER_COLUMNS} testId="bo-player-ledger-csv" />}
      >
        <Ledger detail={detail.data} />
      </Section>
    </div>
  );
}
