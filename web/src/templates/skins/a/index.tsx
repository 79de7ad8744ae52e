import type { LayoutProps, TemplateSkin } from '../../types';

import { FrameA } from './frame';

function DefaultLayout({ children }: LayoutProps) {
  return <FrameA signedIn={false}>{children}</FrameA>;
}

function AuthenticatedLayout({ children }: LayoutProps) {
  return <FrameA signedIn>{children}</FrameA>;
}

/** Layout A, fully designed for phone and desktop. */
export const skin: TemplateSkin = {
  id: 'a',
  DefaultLayout,
  AuthenticatedLayout,
};
