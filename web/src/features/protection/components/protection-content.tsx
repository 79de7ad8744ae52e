import { useTranslation } from 'react-i18next';

import { CardsSkeleton, loadFailures } from '@/components/ui/section';

import { useProtection } from '../hooks/use-protection';
import { ExclusionSection } from './exclusion-section';
import { LimitsSection } from './limits-section';
import { RealityCheckSection } from './reality-check-section';

function useLoadFailedText() {
  const { t } = useTranslation('protection');
  return t('page.loadFailed');
}

const { CardFailed } = loadFailures(useLoadFailedText);

/**
 * /responsible-gaming: the player's limits, the reality-check interval and the break. One
 * column on a phone; on a desktop the limits beside the reminder and the break.
 */
export function ProtectionContent() {
  const protection = useProtection();
  if (protection.isPending) return <CardsSkeleton className="lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" heights={['h-96', 'h-48']} />;
  if (protection.isError) return <CardFailed onRetry={() => void protection.refetch()} />;
  const data = protection.data;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <LimitsSection protection={data} />
      <div className="flex min-w-0 flex-col gap-5">
        <RealityCheckSection protection={data} />
        <ExclusionSection protection={data} />
      </div>
    </div>
  );
}
