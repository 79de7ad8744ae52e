import { useTranslation } from 'react-i18next';

import type { GameTransfer } from '../types';

import { Money } from './money';
import { DirectionBadge } from './play-badges';
import { Td } from './table';

/** A transfer's direction and amount, the two cells every transfer table shows side by side. */
export function DirectionAmountCells({ transfer }: { transfer: Pick<GameTransfer, 'direction' | 'amount'> }) {
  const { t } = useTranslation('backoffice');
  return (
    <>
      <Td label={t('transfer.direction')}>
        <DirectionBadge direction={transfer.direction} />
      </Td>
      <Td label={t('queue.amount')} className="text-end text-white">
        <Money amount={transfer.amount} />
      </Td>
    </>
  );
}

/** The reference the upstream knows a move by, over the product family it went through. */
export function ReferenceCell({ reference, family }: { reference: string; family: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <Td label={t('transfer.reference')} className="text-gray-300">
      <span className="font-mono text-xs break-all">{reference}</span>
      <span className="block text-xs text-gray-500 uppercase">{family}</span>
    </Td>
  );
}
