import { env } from '@/config/env';
import { createApiClient, type AuthBridge } from '@/lib/api';

import { useStaffSession } from '../stores/staff-session';

/** The API client's view of the staff session (never the player's). */
export const staffAuthBridge: AuthBridge = {
  getAccessToken: () => useStaffSession.getState().accessToken,
  // No renewal call exists for staff: without a refresh token, 0031 ends the session at once.
  getRefreshToken: () => null,
  setTokens: ({ accessToken }) => {
    const { staff } = useStaffSession.getState();
    if (staff) useStaffSession.getState().signIn({ accessToken, staff });
  },
  logout: (code) => useStaffSession.getState().expire(code),
};

/**
 * The back office's instance of the one API client: same envelope, encrypted mode and
 * retries, the staff token, no renewal, and no toasts (every page shows its errors in place,
 * and the queue polls, so a toast per failed poll would pile up).
 */
export const staffApi = createApiClient({
  baseUrl: env.apiBaseUrl,
  payloadSecret: env.payloadSecret,
  auth: staffAuthBridge,
  maxTokenRenewals: 0,
});
