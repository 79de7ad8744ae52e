import { useTranslation } from 'react-i18next';

import { useBrandImages } from '@/features/branding';

import { useSkin } from '../../skin-context';
import type { FrameProps } from '../../types';

/** Layout B: a light page under a header of tabs; on phones a floating dock and a menu sheet. */
export function FrameB({ signedIn, children }: FrameProps) {
  const { t } = useTranslation();
  const { Header, Footer, BottomBar, SideMenu } = useSkin();
  const bgImage = useBrandImages().bgImage;
  return (
    <div className="ppb-app flex min-h-dvh flex-col" data-layout={signedIn ? 'b-authenticated' : 'b-default'}>
      <div className="ppb-backdrop" aria-hidden="true" style={{ backgroundImage: `url("${bgImage.replace(/"/g, '%22')}")` }} />
      <a href="#main" className="pp-skip-link">
        {t('common.skipToContent')}
      </a>
      <Header signedIn={signedIn} />
      <main id="main" className="relative flex-1 pt-2">
        {children}
      </main>
      {/* Below lg the page ends clear of the dock (about 5rem) and of the contact launcher
          floating 6rem up (2.5rem tall), so nothing stays under either at the end of a page. */}
      <div className="relative pb-36 lg:pb-0">
        <Footer />
      </div>
      <BottomBar signedIn={signedIn} />
      <SideMenu signedIn={signedIn} />
    </div>
  );
}
