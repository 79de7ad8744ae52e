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

/**
 * Whether the signed-in staff member is the agent's admin: the admin alone sets the agent up and
 * grants money outside a player's own flows, and the server answers 0035 to other staff
 * (docs/money.md "Roles"). Until `me` answers, the role kept at login.
 */
export function useIsAdmin(): boolean {
  const kept = useStaffSession((s) => s.staff?.role);
  return (useStaffMe().data?.role ?? kept) === 'admin';
}
