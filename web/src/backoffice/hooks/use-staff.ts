import { useQuery } from '@tanstack/react-query';

import { meQuery } from '../api/backoffice-api';
import { selectSignedIn, useStaffSession } from '../stores/staff-session';

/** The signed-in staff member as the server sees them (also checks the stored token). */
export function useStaffMe() {
  const signedIn = useStaffSession(selectSignedIn);
  return useQuery({ ...meQuery(), enabled: signedIn });
}

/** The agent's currency code, once known; amounts show without one until then. */
export function useCurrency(): string {
  return useStaffMe().data?.currencyCode ?? '';
}
