import './skin.css';

import type { TemplateSkin } from '../../types';
import { ufaSlots } from '../ufa';

import { theme } from './theme';

/** Layout UFA-C: emerald and black with gold; one header row with the nav for guests too (they may browse every page), login and register up front. */
export const skin: TemplateSkin = {
  id: 'ufa-c',
  theme,
  ...ufaSlots({ id: 'ufa-c', header: 'inline', tabs: 'centre' }),
};
