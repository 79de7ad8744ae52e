import { useTranslation } from 'react-i18next';

import { useBrandImages } from '@/features/branding';

import { useSkin } from '../../skin-context';
import type { FrameProps } from '../../types';

/** Zuka's frame: the night sky, the header, the page, the footer and the floating bar on phones. */
export function FrameZuka({ signedIn, children }: FrameProps) {
  const { t } = useTranslation();
  const { Header, Footer, BottomBar, SideMenu } = useSkin();
  const bgImage = useBrandImages().bgImage;
  return (
    <div
      className="zk-app flex min-h-dvh flex-col"
      data-layout={signedIn ? 'zuka-authenticated' : 'zuka-default'}
      style={{ backgroundImage: `url("${bgImage.replace(/"/g, '%22')}")` }}
    >
      <a href="#main" className="pp-skip-link">
        {t('common.skipToContent')}
      </a>
      <Header signedIn={signedIn} />
      <main id="main" className="flex-1 pt-2 xl:pt-4">
        {children}
      </main>
      {/* Below xl the page ends clear of the floating bar and of the contact launcher above it. */}
      <div className="pb-36 xl:pb-0">
        <Footer />
      </div>
      <BottomBar signedIn={signedIn} />
      <SideMenu signedIn={signedIn} />
    </div>
  );
}
