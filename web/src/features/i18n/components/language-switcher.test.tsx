import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { LANGUAGE_STORAGE_KEY } from '@/config/constants';
import { i18n, setLanguage, storedLanguage } from '@/lib/i18n';

import { LanguageSwitcher } from './language-switcher';

describe('LanguageSwitcher', () => {
  // Their texts in, as after a first switch: what is left to check is the switch itself.
  beforeAll(() => i18n.loadLanguages(['en', 'vi']));

  afterEach(async () => {
    await setLanguage('th');
  });

  it('defaults to Thai', () => {
    expect(storedLanguage()).toBe('th');
    expect(i18n.options.fallbackLng).toEqual(['th']);
  });

  it('switches language, remembers it and sets <html lang>', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <LanguageSwitcher />
      </I18nextProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'เลือกภาษา: ไทย, TH' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(storedLanguage()).toBe('en');
    expect(screen.getByRole('button', { name: 'Choose language: English, EN' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Choose language: English, EN' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Tiếng Việt' }));
    expect(document.documentElement.lang).toBe('vi');
  });
});
