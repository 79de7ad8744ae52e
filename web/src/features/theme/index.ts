export { useThemeTokens } from './hooks/use-theme-tokens';
export {
  BUTTON_KINDS,
  buttonBackground,
  buttonVarNames,
  skinCssVars,
  templateCssVars,
  themeTokens,
  type ButtonKind,
  type SkinButton,
  type SkinTheme,
  type ThemeColors,
} from './tokens';
