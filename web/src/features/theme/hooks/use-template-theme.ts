import { useLayoutEffect } from 'react';

import type { Template } from '@/types/api';

import { templateCssVars } from '../theme-vars';

/** Writes the template's CSS variables on <html> before the browser paints the content. */
export function useTemplateTheme(template: Template | null | undefined) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const vars = templateCssVars(template);
    for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
    return () => {
      for (const name of Object.keys(vars)) root.style.removeProperty(name);
    };
  }, [template]);
}
