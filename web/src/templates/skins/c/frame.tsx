import { useTranslation } from 'react-i18next';

import { useBrandImages } from '@/features/branding';

import { useSkin } from '../../skin-context';
import type { FrameProps } from '../../types';

/**
 * Layout C: from xl up the side menu stays open as a column beside the page, whose slim top
 * bar carries the balance; below xl a top bar, a dock at the bottom and the menu as a drawer.
 */
export function FrameC({ signedIn, children }: FrameProps) {
  const { t } = useTranslation();
  const { Header, Footer, BottomBar, SideMenu } = useSkin();
  const bgImage = useBrandImages().bgImage;
  return (
    <div
      className="pc-app min-h-dvh xl:grid xl:grid-cols-[16.5rem_minmax(0,1fr)]"
      data-layout={signedIn ? 'c-authenticated' : 'c-default'}
      style={{ backgroundImage: `url("${bgImage.replace(/"/g, '%22')}")` }}
    >
      <a href="#main" className="pp-skip-link">
        {t('common.skipToContent')}
      </a>
      <SideMenu signedIn={signedIn} />
      <div className="flex min-h-dvh min-w-0 flex-col">
        <Header signedIn={signedIn} />
        <main id="main" className="flex-1 pb-20 xl:pb-0">
          {children}
        </main>
        {/* Below xl the page ends clear of the dock (4.5rem) and of the contact launcher
            floating 6rem up (2.5rem tall), so nothing stays under either at the end of a page. */}
        <div className="pb-36 xl:pb-0">
          <Footer />
        </div>
      </div>
      <BottomBar signedIn={signedIn} />
    </div>
  );
}
