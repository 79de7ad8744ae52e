import './skin.css';

import type { TemplateSkin } from '../../types';
import { ufaSlots } from '../ufa';

import { theme } from './theme';

/** Layout UFA-B: red, black and white; the nav as a left rail on desktop and a scrolling strip on phones, flat phone tabs. */
export const skin: TemplateSkin = {
  id: 'ufa-b',
  theme,
  ...ufaSlots({ id: 'ufa-b', header: 'rail', tabs: 'flat' }),
};
