export { LanguageOptions, LanguageSwitcher } from './components/language-switcher';
