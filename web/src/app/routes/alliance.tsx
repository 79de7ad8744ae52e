import { Navigate, useLocation } from 'react-router';

/**
 * /al/{ref}: the access gate has stored the alliance code already; this page only moves on to
 * registration (a signed-in visitor is sent home by the gate).
 */
export function Component() {
  const location = useLocation();
  return <Navigate to={`/register${location.search}`} replace />;
}
