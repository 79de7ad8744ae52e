/**
 * How one UFA skin arranges the shared parts.
 * - `header`: `stacked` = a top row (logo, account) over a full-width nav bar (desktop);
 *   `rail` = a top row, the nav as a left rail on desktop and a scrolling strip on phones;
 *   `inline` = one row with the nav beside the logo on desktop and an icon row on phones,
 *   drawn for guests too.
 * - `tabs`: `centre` = five phone tabs with sport raised in the middle (the menu opens from the
 *   header); `flat` = the four bottom-bar tabs and the menu, flat.
 */
export interface UfaLook {
  id: 'ufa-a' | 'ufa-b' | 'ufa-c';
  header: 'stacked' | 'rail' | 'inline';
  tabs: 'centre' | 'flat';
}
