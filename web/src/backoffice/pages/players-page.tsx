import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { playersCsvUrl, playersQuery } from '../api/backoffice-api';
import { CsvButton } from '../components/csv-button';
import { formatDateTime } from '../components/format';
import { Money } from '../components/money';
import { PlayersFrame } from '../components/players-frame';
import { PlayerStatusBadge } from '../components/status-badge';
import { QueryRows, Table, Td, Th, Tr } from '../components/table';
import { BO_PATHS } from '../paths';

const SEARCH_DELAY_MS = 300;

/** Player search; the query lives in the address (`?q=`) so Back returns to the same results, and its players download as CSV. */
export function PlayersPage() {
  const { t, i18n: { language } } = useTranslation('backoffice');
  const inputId = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);

  useEffect(() => {
    const next = text.trim();
    if (next === q) return;
    const id = setTimeout(() => setParams(next ? { q: next } : {}, { replace: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(id);
  }, [text, q, setParams]);

  const players = useQuery({ ...playersQuery(q), placeholderData: keepPreviousData });
  const rows = players.data ?? [];

  return (
    <PlayersFrame title={t('players.title')} subtitle={t('players.subtitle')}>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <form
          role="search"
          className="w-full max-w-md"
          onSubmit={(event) => {
            event.preventDefault();
            setParams(text.trim() ? { q: text.trim() } : {}, { replace: true });
          }}
        >
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-gray-200">
            {t('players.search')}
          </label>
          <div className="pp-input-wrap">
            <input
              id={inputId}
              type="search"
              className="pp-input"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('players.searchPlaceholder')}
              autoComplete="off"
              spellCheck={false}
              data-testid="bo-player-search"
            />
          </div>
        </form>
        {/* Every player of the search shown, from the server (the list itself is the first 200). */}
        <CsvButton href={playersCsvUrl(q)} filename={`players${q ? `-${q}` : ''}.csv`} testId="bo-players-csv" />
      </div>

      <Table
        caption={t('players.title')}
        className={players.isFetching && players.isPlaceholderData ? 'opacity-70' : undefined}
        head={
          <>
            <Th>{t('players.username')}</Th>
            <Th>{t('players.tel')}</Th>
            <Th>{t('players.status')}</Th>
            <Th align="end">{t('players.credit')}</Th>
            <Th>{t('players.createdAt')}</Th>
          </>
        }
      >
        <QueryRows
          query={players}
          columns={5}
          rows={rows}
          empty={t('players.none')}
          render={(player) => (
            <Tr key={player.id} data-testid={`bo-player-row-${player.id}`}>
              <Td label={t('players.username')}>
                <Link
                  to={BO_PATHS.player(player.id)}
                  className="font-medium text-primary-300 hover:underline"
                  aria-label={t('players.open', { username: player.username })}
                >
                  {player.username}
                </Link>
              </Td>
              <Td label={t('players.tel')} className="tabular-nums text-gray-300">
                {player.tel || '—'}
              </Td>
              <Td label={t('players.status')}>
                <PlayerStatusBadge status={player.status} testId={`bo-player-row-status-${player.id}`} />
              </Td>
              <Td label={t('players.credit')} className="text-end text-white">
                <Money amount={player.creditBalance} />
              </Td>
              <Td label={t('players.createdAt')} className="whitespace-nowrap text-gray-300">
                {formatDateTime(player.createdAt, language)}
              </Td>
            </Tr>
          )}
        />
      </Table>
    </PlayersFrame>
  );
}
