import { useTranslation } from 'react-i18next';

import { useBrandImages } from '@/features/branding';
import { cn } from '@/lib/cn';

import { useSkin } from '../../skin-context';
import type { FrameProps } from '../../types';

import type { UfaLook } from './look';

/** A UFA frame: one for both variants; the look decides where the nav sits. */
export function makeFrame(look: UfaLook) {
  return function Frame({ signedIn, children }: FrameProps) {
    const { t } = useTranslation();
    const { Header, Footer, BottomBar, SideMenu } = useSkin();
    const bgImage = useBrandImages().bgImage;
    const railed = look.header === 'rail';
    return (
      <div
        className={cn('ufa-app flex min-h-dvh flex-col', `ufa-app--${look.header}`)}
        data-skin={look.id}
        data-layout={`${look.id}-${signedIn ? 'authenticated' : 'default'}`}
        style={{ backgroundImage: `url("${bgImage.replace(/"/g, '%22')}")` }}
      >
        <a href="#main" className="pp-skip-link">
          {t('common.skipToContent')}
        </a>
        <Header signedIn={signedIn} />
        <main id="main" className={cn('flex-1 pb-20 xl:pb-0', railed && 'xl:ps-28')}>
          {children}
        </main>
        {/* Below xl the page ends clear of the bottom bar (4rem) and of the contact launcher
            floating 6rem up (2.5rem tall), so nothing stays under either at the end of a page. */}
        <div className={cn('pb-36 xl:pb-0', railed && 'xl:ps-28')}>
          <Footer />
        </div>
        <BottomBar signedIn={signedIn} />
        <SideMenu signedIn={signedIn} />
      </div>
    );
  };
}
