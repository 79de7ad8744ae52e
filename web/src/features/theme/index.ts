export { useTemplateTheme } from './hooks/use-template-theme';
export { buttonBackground, buttonVarNames, templateCssVars } from './theme-vars';
