/**
 * Inline stroke icons (24×24), a module per group: a chunk carries only the groups it uses,
 * so the always-loaded shell does not carry the lobby's or the cashier's icons.
 */
export * from './account';
export * from './contact';
export * from './controls';
export * from './games';
export * from './money';
export { Icon, ICONS, type IconName } from './names';
