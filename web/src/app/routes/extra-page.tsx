import { useTranslation } from 'react-i18next';
import { useParams, type LoaderFunctionArgs } from 'react-router';

import { Icon } from '@/components/ui/icons';
import { EXTRA_PAGE_META } from '@/config/pages';
import { isValidExtraPage, pageNotFoundMessage } from '@/features/access';
import { ContentView } from '@/features/content';
import { HttpError } from '@/lib/http-error';

import { ContactPage } from './contact';
import { ComingSoon } from './coming-soon';

function fullPath(url: URL) {
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The validity check of the catch-all /{page} (spec §2): only the known extra pages pass;
 * anything else is the 404 error view with 'Page Not Found: {full path}'. It runs as a loader,
 * so the access gate (in the shell) still decides first whether the visitor may be here.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  if (!isValidExtraPage(params.page)) {
    throw new HttpError(404, pageNotFoundMessage(fullPath(new URL(request.url))));
  }
  return null;
}

export function Component() {
  const { t } = useTranslation();
  const { page } = useParams();
  const meta = page ? EXTRA_PAGE_META[page] : undefined;
  if (!page || !meta) return null;
  if (meta.kind === 'contact') return <ContactPage titleKey={meta.titleKey} />;
  if (meta.kind === 'content') {
    return <ContentView segment={page} title={t(meta.titleKey)} icon={<Icon name={meta.icon} className="size-6" />} />;
  }
  return <ComingSoon meta={meta} />;
}
