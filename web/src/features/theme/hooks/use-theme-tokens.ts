import { useLayoutEffect } from 'react';

import type { Template } from '@/types/api';

import { themeTokens, type SkinTheme } from '../tokens';

/** Writes a skin's tokens and the agent's buttons on <html> before the browser paints the content. */
export function useThemeTokens(theme: SkinTheme, template: Template | null | undefined) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const tokens = themeTokens(theme, template);
    for (const [name, value] of Object.entries(tokens)) root.style.setProperty(name, value);
    return () => {
      for (const name of Object.keys(tokens)) root.style.removeProperty(name);
    };
  }, [theme, template]);
}
