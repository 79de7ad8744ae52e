import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';

export type NoticeTone = 'success' | 'warning' | 'error';

/** What a section last said of an action: kept in its state until dismissed or replaced. */
export interface NoticeMessage {
  tone: NoticeTone;
  text: string;
}

const TONES: Record<NoticeTone, string> = {
  success: 'border-emerald-400/30 bg-emerald-500/10 text-emerald-200',
  warning: 'border-amber-400/30 bg-amber-500/10 text-amber-200',
  error: 'border-red-400/30 bg-red-500/10 text-red-200',
};

/** A message in the page (not a toast): it stays until replaced, and screen readers hear it. */
export function Notice({
  tone,
  children,
  onDismiss,
  dismissLabel,
  testId,
}: {
  tone: NoticeTone;
  children: ReactNode;
  onDismiss?: () => void;
  dismissLabel?: string;
  testId?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      data-tone={tone}
      className={cn('flex items-start justify-between gap-3 rounded-xl border px-4 py-3 text-sm', TONES[tone])}
    >
      <div className="min-w-0">{children}</div>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={dismissLabel}
          className="-me-1 -mt-0.5 shrink-0 rounded-md px-1.5 text-base leading-none opacity-70 hover:opacity-100"
        >
          ×
        </button>
      ) : null}
    </div>
  );
}

/** A section's notice, with its dismiss button; nothing while there is none. */
export function DismissibleNotice({ notice, onDismiss, testId }: { notice: NoticeMessage | null; onDismiss: () => void; testId: string }) {
  const { t } = useTranslation('backoffice');
  if (!notice) return null;
  return (
    <Notice tone={notice.tone} testId={testId} onDismiss={onDismiss} dismissLabel={t('app.dismiss')}>
      {notice.text}
    </Notice>
  );
}

/** A refused change that may be sent again: the refusal, and that a retry sends the same request (never twice). */
export function RetryNotice({ children, testId }: { children: ReactNode; testId?: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <Notice tone="error" testId={testId}>
      {children}
      <span className="mt-1 block text-xs opacity-80">{t('adjust.retryNote')}</span>
    </Notice>
  );
}
