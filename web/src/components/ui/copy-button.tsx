import { useTranslation } from 'react-i18next';

import { copyText } from '@/lib/clipboard';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';

import { CopyIcon } from './icons';

/** Copies a value (an account number…) and confirms with the spec's toast 'คัดลอกสำเร็จ'. */
export function CopyButton({
  value,
  label,
  className,
  testId,
}: {
  value: string;
  /** What is copied, for the accessible name ("Copy account number"). */
  label: string;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  async function onCopy() {
    try {
      await copyText(value);
      void toast.success({ title: t('common.copied'), text: value });
    } catch {
      void toast.error({ title: t('common.copyFailed'), text: value });
    }
  }
  return (
    <button
      type="button"
      onClick={() => void onCopy()}
      aria-label={t('common.copyLabel', { label })}
      data-testid={testId}
      className={cn(
        'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg border border-line bg-tint/5 px-2.5 text-xs font-medium text-soft transition hover:border-accent/60 hover:text-strong',
        className,
      )}
    >
      <CopyIcon className="size-3.5" />
      {t('common.copy')}
    </button>
  );
}
