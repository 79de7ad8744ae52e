import { useTranslation } from 'react-i18next';

import { useBrandImages } from '@/features/branding';

import { useSkin } from '../../skin-context';
import type { FrameProps } from '../../types';

/** Layout A: one frame for both variants; the variant decides the header and menus' contents. */
export function FrameA({ signedIn, children }: FrameProps) {
  const { t } = useTranslation();
  const { Header, Footer, BottomBar, SideMenu } = useSkin();
  const bgImage = useBrandImages().bgImage;
  return (
    <div
      className="pp-app flex min-h-dvh flex-col"
      data-layout={signedIn ? 'a-authenticated' : 'a-default'}
      style={{ backgroundImage: `url("${bgImage.replace(/"/g, '%22')}")` }}
    >
      <a href="#main" className="pp-skip-link">
        {t('common.skipToContent')}
      </a>
      <Header signedIn={signedIn} />
      <main id="main" className="flex-1 pb-20 xl:pb-0">
        {children}
      </main>
      {/* Below xl the page ends clear of the bottom bar (4rem) and of the contact launcher
          floating 6rem up (2.5rem tall), so nothing stays under either at the end of a page. */}
      <div className="pb-36 xl:pb-0">
        <Footer />
      </div>
      <BottomBar signedIn={signedIn} />
      <SideMenu signedIn={signedIn} />
    </div>
  );
}
