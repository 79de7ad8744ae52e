import './skin.css';

import type { TemplateSkin } from '../../types';
import { ufaSlots } from '../ufa';

import { theme } from './theme';

/** Layout UFA-A: classic sportsbook, deep navy and yellow; a top row over a yellow nav bar (sport first), sport raised in the centre of the phone tabs. */
export const skin: TemplateSkin = {
  id: 'ufa-a',
  theme,
  ...ufaSlots({ id: 'ufa-a', header: 'stacked', tabs: 'centre' }),
};
