import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Notice, type NoticeTone } from './notice';
import { QueryCard } from './query-card';

export interface SectionNotice {
  tone: NoticeTone;
  text: string;
}

/**
 * A settings section of the console: its heading and note, the notice of the last save, and the
 * form over the loaded settings. `children` gets the settings and a way to set the notice.
 */
export function SettingsSection<T>({
  testId,
  noticeTestId,
  title,
  note,
  summary,
  query,
  children,
}: {
  /** The section's test id; its heading's id is this with `-title`. */
  testId: string;
  noticeTestId: string;
  title: string;
  note?: ReactNode;
  /** Shown between the heading and the notice. */
  summary?: ReactNode;
  query: UseQueryResult<T>;
  children: (settings: T, setNotice: (notice: SectionNotice | null) => void) => ReactNode;
}) {
  const { t } = useTranslation('backoffice');
  const [notice, setNotice] = useState<SectionNotice | null>(null);
  const titleId = `${testId}-title`;

  return (
    <section className="flex flex-col gap-3" data-testid={testId} aria-labelledby={titleId}>
      <div className="min-w-0">
        <h2 id={titleId} className="text-base font-semibold text-white sm:text-lg">
          {title}
        </h2>
        {note ? <p className="mt-0.5 text-sm text-gray-400">{note}</p> : null}
      </div>
      {summary}
      {notice ? (
        <Notice tone={notice.tone} testId={noticeTestId} onDismiss={() => setNotice(null)} dismissLabel={t('app.dismiss')}>
          {notice.text}
        </Notice>
      ) : null}
      <QueryCard query={query}>{(settings) => children(settings, setNotice)}</QueryCard>
    </section>
  );
}
