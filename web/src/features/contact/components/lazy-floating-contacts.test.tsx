import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';

import { i18n } from '@/lib/i18n';
import { agentFixture } from '@/testing/fixtures';
import type { Template } from '@/types/api';

import { LazyFloatingContacts } from './lazy-floating-contacts';

const template = agentFixture().templateSetting?.template as Template;

function renderContacts(value: Template | null) {
  return render(
    <I18nextProvider i18n={i18n}>
      <LazyFloatingContacts template={value} />
    </I18nextProvider>,
  );
}

describe('LazyFloatingContacts', () => {
  it('loads and shows the buttons the template switches on', async () => {
    renderContacts({ ...template, lineFloatingButton: true, lineUrl: 'https://line.me/x' });
    expect((await screen.findByRole('link', { name: 'แชทผ่าน LINE' })).getAttribute('href')).toBe('https://line.me/x');
  });

  it('draws nothing when every button is off or there is no template', () => {
    const off = {
      ...template,
      lineFloatingButton: false,
      telegramFloatingButton: false,
      whatAppFloatingButton: false,
      facebookMessengerFloatingButton: false,
    };
    expect(renderContacts(off).container.innerHTML).toBe('');
    expect(renderContacts(null).container.innerHTML).toBe('');
  });
});
