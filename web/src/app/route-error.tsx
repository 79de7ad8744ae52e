import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';

import { ErrorView } from '@/components/errors/error-view';
import { pageNotFoundMessage } from '@/features/access';
import { HttpError } from '@/lib/http-error';
import { LoadingLayout } from '@/templates';

/** The errorElement inside the template frame: maps a thrown error to the error view. */
export function RouteErrorView() {
  const error = useRouteError();
  const location = useLocation();
  const fullPath = `${location.pathname}${location.search}${location.hash}`;

  let status = 500;
  let message: string | undefined;
  if (error instanceof HttpError) {
    status = error.status;
    message = error.message;
  } else if (isRouteErrorResponse(error)) {
    status = error.status;
    message = error.status === 404 ? pageNotFoundMessage(fullPath) : error.statusText || undefined;
  } else if (error instanceof Error) {
    console.error(error);
  }
  return <ErrorView status={status} message={message} />;
}

/** The last-resort boundary around the shell itself (no template frame to draw in). */
export function RootErrorView() {
  return (
    <LoadingLayout>
      <RouteErrorView />
    </LoadingLayout>
  );
}
