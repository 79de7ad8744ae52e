import type { ComponentType } from 'react';

import { useTemplateSetting } from '@/features/agent';
import { GameCardSlot } from '@/features/games';
import { useThemeTokens } from '@/features/theme';

import { SkinContext } from './skin-context';
import type { LayoutProps, TemplateSkin } from './types';

/**
 * A skin's page: its tokens (theme, then the agent's template buttons) on <html>, its slots in
 * context (its game card for the lobbies), its frame.
 */
function SkinRoot({ skin, signedIn, children }: LayoutProps & { skin: TemplateSkin; signedIn: boolean }) {
  const template = useTemplateSetting().templateSetting?.template ?? null;
  useThemeTokens(skin.theme, template);
  const { Frame } = skin;
  return (
    <SkinContext value={skin}>
      <GameCardSlot value={skin.GameCard}>
        <Frame signedIn={signedIn}>{children}</Frame>
      </GameCardSlot>
    </SkinContext>
  );
}

/**
 * The layout of one variant of a skin. This module (and the theme code it brings) loads with
 * the skin itself (./registry.tsx): the shell draws nothing of a skin before one is known.
 */
export function skinLayout(skin: TemplateSkin, signedIn: boolean): ComponentType<LayoutProps> {
  return function SkinLayout({ children }: LayoutProps) {
    return (
      <SkinRoot skin={skin} signedIn={signedIn}>
        {children}
      </SkinRoot>
    );
  };
}
