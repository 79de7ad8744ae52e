import { useTranslation } from 'react-i18next';

import { useAgent } from '@/features/agent';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/date';

import type { Announcement } from '../types';

/**
 * Every announcement in the agent's order: its title, its message (line breaks kept) and when
 * it was posted, in the agent's time zone. Titles are level-3 headings under the block's or the
 * dialog's own title.
 */
export function AnnouncementList({ announcements, className }: { announcements: readonly Announcement[]; className?: string }) {
  const { t, i18n } = useTranslation();
  const timeZone = useAgent()?.country?.timezone ?? null;
  return (
    <ol className={cn('flex flex-col divide-y divide-line', className)}>
      {announcements.map((announcement) => (
        <li key={announcement.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0" data-testid="announcement">
          <h3 className="text-base leading-snug font-semibold text-strong">{announcement.title}</h3>
          <p className="text-sm break-words whitespace-pre-line text-subtle">{announcement.message}</p>
          <p className="text-xs text-faint">
            <time dateTime={announcement.createdAt}>
              {t('announcements.postedAt', { date: formatDateTime(announcement.createdAt, i18n.language, timeZone) })}
            </time>
          </p>
        </li>
      ))}
    </ol>
  );
}
