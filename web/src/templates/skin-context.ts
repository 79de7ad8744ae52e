import { createContext, useContext } from 'react';

import type { TemplateSkin } from './types';

export const SkinContext = createContext<TemplateSkin | null>(null);

/** The skin drawing the page: its slots, for frames and parts that place one another. */
export function useSkin(): TemplateSkin {
  const skin = useContext(SkinContext);
  if (!skin) throw new Error('useSkin() is used outside a skin: render through layoutComponent()');
  return skin;
}
