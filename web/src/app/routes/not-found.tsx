import type { LoaderFunctionArgs } from 'react-router';

import { pageNotFoundMessage } from '@/features/access';
import { HttpError } from '@/lib/http-error';

/** Any path no route knows (more than one segment): the 404 error view. */
export function loader({ request }: LoaderFunctionArgs): never {
  const url = new URL(request.url);
  throw new HttpError(404, pageNotFoundMessage(`${url.pathname}${url.search}${url.hash}`));
}

export function Component() {
  return null;
}
