import { useTranslation } from 'react-i18next';

import { CardsSkeleton, loadFailures } from '@/components/ui/section';
import { useAgent } from '@/features/agent';
import { formatLongDate } from '@/lib/date';

import { useContentLanguage } from '../hooks/use-content';
import type { ContentLanguage } from '../types';

function useLoadFailedText() {
  const { t } = useTranslation('content');
  return t('loadFailed');
}

/** In place of a section, or of a page's content, that could not be loaded. */
export const { SectionFailed, CardFailed } = loadFailures(useLoadFailedText);

/** A page's content while it loads: grey blocks of its shape, and a word for screen readers. */
export function ContentLoading({ heights, className }: { heights: readonly string[]; className?: string }) {
  const { t } = useTranslation('content');
  return (
    <div role="status" data-testid="content-loading">
      <span className="sr-only">{t('loading')}</span>
      <CardsSkeleton heights={heights} className={className} />
    </div>
  );
}

/**
 * "Last updated …" (or "Published …") of a text, and a word when it is shown in another
 * language than the interface's because the agent has none in it.
 */
export function DateLine({ iso, kind, lang }: { iso: string; kind: 'updated' | 'published'; lang: ContentLanguage }) {
  const { t, i18n } = useTranslation('content');
  const wanted = useContentLanguage();
  const timeZone = useAgent()?.country?.timezone;
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span data-testid="content-date">{t(kind, { date: formatLongDate(iso, i18n.language, timeZone) })}</span>
      {lang !== wanted ? (
        <span className="text-warning-fg" data-testid="content-other-language">
          {t('otherLanguage', { language: t(`languages.${lang}`) })}
        </span>
      ) : null}
    </span>
  );
}
