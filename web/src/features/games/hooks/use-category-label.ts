import { useTranslation } from 'react-i18next';

import { isGameCategory } from '../types';

/** The label of a category: the nine by name, anything else as sent. */
export function useCategoryLabel() {
  const { t } = useTranslation();
  return (category: string) => (isGameCategory(category) ? t(`games.categories.${category}`) : category);
}
