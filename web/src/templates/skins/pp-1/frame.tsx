import { useTranslation } from 'react-i18next';

import { useBrandImages } from '@/features/branding';

import { useSkin } from '../../skin-context';
import type { FrameProps } from '../../types';

/**
 * Layout PP-1: an app on a bright page. A centred app column (about 1100px) holds the app bar,
 * the page and the footer card; on phones a native-style tab bar sits at the bottom.
 */
export function FramePP1({ signedIn, children }: FrameProps) {
  const { t } = useTranslation();
  const { Header, Footer, BottomBar, SideMenu } = useSkin();
  const bgImage = useBrandImages().bgImage;
  return (
    <div className="pp1-app flex min-h-dvh flex-col" data-layout={signedIn ? 'pp-1-authenticated' : 'pp-1-default'}>
      <div className="pp1-backdrop" aria-hidden="true" style={{ backgroundImage: `url("${bgImage.replace(/"/g, '%22')}")` }} />
      <a href="#main" className="pp-skip-link">
        {t('common.skipToContent')}
      </a>
      <Header signedIn={signedIn} />
      <main id="main" className="pp1-column relative w-full flex-1 pt-2">
        {children}
      </main>
      {/* Below lg the page ends clear of the tab bar (about 4.5rem) and of the contact launcher
          floating 6rem up (2.5rem tall), so nothing stays under either at the end of a page. */}
      <div className="relative pb-36 lg:pb-8">
        <Footer />
      </div>
      <BottomBar signedIn={signedIn} />
      <SideMenu signedIn={signedIn} />
    </div>
  );
}
