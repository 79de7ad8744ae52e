import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';

import { useLiveStatus } from '../realtime/use-staff-socket';

const DOT = {
  live: 'bg-emerald-400',
  connecting: 'bg-amber-400 animate-pulse',
  offline: 'bg-gray-500',
} as const;

/** Whether queue changes arrive over the socket (otherwise the 15 s poll carries them). */
export function LiveIndicator({ className }: { className?: string }) {
  const { t } = useTranslation('backoffice');
  const status = useLiveStatus((s) => s.status);
  return (
    <span
      data-testid="bo-live-indicator"
      data-status={status}
      title={status === 'live' ? t('live.liveTitle') : t('live.offlineTitle')}
      className={cn('inline-flex items-center gap-1.5 text-xs text-gray-400', className)}
    >
      <span className={cn('inline-flex size-2 rounded-full', DOT[status])} aria-hidden="true" />
      {t(`live.${status}`)}
    </span>
  );
}
