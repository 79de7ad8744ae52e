import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { Icon } from '@/components/ui/icons';
import { ContentView } from '@/features/content';

import { usePageHandle } from './use-page-handle';

/** The agent's text pages and articles (config/pages CONTENT_PAGES, docs/content.md §5). */
export function Component() {
  const { t } = useTranslation();
  const handle = usePageHandle();
  const segment = useLocation().pathname.split('/')[1] ?? '';
  return (
    <ContentView
      segment={segment}
      title={handle ? t(handle.titleKey) : ''}
      icon={handle ? <Icon name={handle.icon} className="size-6" /> : undefined}
    />
  );
}
