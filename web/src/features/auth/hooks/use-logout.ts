import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useModalStore } from '@/features/modals';
import { confirmDialog } from '@/lib/toast';

import { logout as logoutCall } from '../api/auth-api';
import { useAuthStore } from '../stores/auth-store';

/** Logout with confirmation (spec §2): confirm → POST auth/logout → reset state → /login. */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(async () => {
    const modals = useModalStore.getState();
    modals.open('logout');
    const confirmed = await confirmDialog({
      title: t('logout.title'),
      text: t('logout.text'),
      confirmText: t('logout.confirm'),
      cancelText: t('logout.cancel'),
    }).finally(() => modals.close('logout'));
    if (!confirmed) return false;
    try {
      await logoutCall();
    } catch {
      /* the session ends locally whatever the server said */
    }
    useAuthStore.getState().logout();
    modals.closeAll();
    navigate('/login', { replace: true });
    return true;
  }, [navigate, t]);
}
