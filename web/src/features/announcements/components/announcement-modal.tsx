import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useModalStore } from '@/features/modals';

import { useFocusTrap } from '../hooks/use-focus-trap';
import type { Announcement } from '../types';
import { AnnouncementList } from './announcement-list';

/** One function for every render: the dialog moves focus in and back once, not at each render. */
const close = () => useModalStore.getState().close('announcement');

/**
 * The announcement dialog (modal flag `announcement`): every active announcement, closed by its
 * button, the close mark, Escape or the backdrop; Tab stays inside while it is open.
 */
export function AnnouncementModal({ announcements }: { announcements: readonly Announcement[] }) {
  const { t } = useTranslation();
  const body = useRef<HTMLDivElement>(null);
  useFocusTrap(body);
  return (
    <Dialog open onClose={close} title={t('announcements.title')}>
      <div ref={body} className="flex flex-col gap-5" data-testid="announcement-modal">
        <AnnouncementList announcements={announcements} />
        <Button block onClick={close}>
          {t('announcements.acknowledge')}
        </Button>
      </div>
    </Dialog>
  );
}
