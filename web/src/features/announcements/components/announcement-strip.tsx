import { useId, useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

import { ChevronDownIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

import { useAnnouncements } from '../hooks/use-announcements';
import { latestAnnouncement } from '../latest';
import { AnnouncementList } from './announcement-list';
import { MegaphoneIcon } from './icons';

export interface AnnouncementStripProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /**
   * The BEM base the skin's CSS styles: `base`, `__bar`, `__icon`, `__text`, `__headline`,
   * `__message`, `__more`, `__count`, `__panel`. The strip lays itself out; the look is the skin's.
   */
  base?: string;
}

/**
 * One line under the agent's mark: the latest announcement's title and message, cut to the
 * width. A tap unfolds every announcement below it (for guests too: the after-login dialog is a
 * player's). While they load it keeps its room; it shows nothing when there is none, or none
 * could be read.
 */
export function AnnouncementStrip({ base = 'pp-notice', className, ...rest }: AnnouncementStripProps) {
  const { t } = useTranslation();
  const id = useId();
  const announcements = useAnnouncements();
  const [open, setOpen] = useState(false);
  if (announcements.isPending) {
    // The strip's room while the announcements load, so the blocks below stay put.
    return (
      <div className={cn(base, `${base}--loading`, className)} aria-hidden="true">
        <div className={cn(`${base}__bar`, 'flex items-center gap-2.5')}>
          <span className={cn(`${base}__icon`, 'grid shrink-0 place-items-center')}>
            <MegaphoneIcon className="size-4" />
          </span>
        </div>
      </div>
    );
  }
  const list = announcements.data ?? [];
  const latest = latestAnnouncement(list);
  if (!latest) return null;
  return (
    <section {...rest} className={cn(base, className)} aria-labelledby={`${id}title`}>
      <h2 id={`${id}title`} className="sr-only">
        {t('announcements.title')}
      </h2>
      <button
        type="button"
        className={cn(`${base}__bar`, 'flex w-full min-w-0 items-center gap-2.5 text-start')}
        aria-expanded={open}
        aria-controls={`${id}list`}
        onClick={() => setOpen((shown) => !shown)}
      >
        <span className={cn(`${base}__icon`, 'grid shrink-0 place-items-center')} aria-hidden="true">
          <MegaphoneIcon className="size-4" />
        </span>
        <span className={cn(`${base}__text`, 'min-w-0 flex-1 truncate')} data-testid="announcement-latest">
          <span className="sr-only">{t('announcements.latest')}: </span>
          <span className={`${base}__headline`}>{latest.title}</span> <span className={`${base}__message`}>{latest.message}</span>
        </span>
        <span className={cn(`${base}__more`, 'flex shrink-0 items-center gap-1.5')}>
          {list.length > 1 ? (
            <span className={`${base}__count`}>
              <span aria-hidden="true">{list.length}</span>
              <span className="sr-only">{t('announcements.count', { count: list.length })}</span>
            </span>
          ) : null}
          <span className="max-sm:sr-only">{open ? t('announcements.hideAll') : t('announcements.viewAll')}</span>
          <ChevronDownIcon className={cn('size-4 transition-transform', open && 'rotate-180')} />
        </span>
      </button>
      <div id={`${id}list`} className={`${base}__panel`} hidden={!open}>
        <AnnouncementList announcements={list} />
      </div>
    </section>
  );
}
