import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { useAuthStore } from '@/features/auth';
import { useModalStore } from '@/features/modals';

import { announcementsQueryOptions } from '../api/announcements-api';
import { hasUnseen, markSeen } from '../seen';
import { AnnouncementModal } from './announcement-modal';

/**
 * After a sign-in (`checking`): reads the announcements afresh and, once the after-login
 * promotion popup is out of the way (two dialogs never stack), opens the dialog when one of
 * them is new to this player in this browser session. Then draws the dialog while its flag is
 * open.
 */
export function AfterLoginAnnouncements({ checking, onChecked }: { checking: boolean; onChecked: () => void }) {
  const open = useModalStore((s) => s.announcement);
  const promotionPopup = useModalStore((s) => s.showPromotionPopup);
  const player = useAuthStore((s) => String(s.user?.id ?? s.user?.username ?? ''));
  const announcements = useQuery({ ...announcementsQueryOptions(), refetchOnMount: 'always' });
  const list = announcements.data;
  const settled = (announcements.isSuccess && !announcements.isFetching) || announcements.isError;

  useEffect(() => {
    if (!checking || !settled || promotionPopup) return;
    if (list && list.length > 0 && hasUnseen(player, list)) {
      markSeen(player, list);
      useModalStore.getState().open('announcement');
    }
    onChecked();
  }, [checking, settled, promotionPopup, list, player, onChecked]);

  // Opened with nothing to show (none left, or none could be read): closed again.
  const empty = settled && !list?.length;
  useEffect(() => {
    if (open && empty) useModalStore.getState().close('announcement');
  }, [open, empty]);

  if (!open || !list?.length) return null;
  return <AnnouncementModal announcements={list} />;
}
