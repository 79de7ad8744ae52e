import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { Markup } from './markup';

describe('Markup', () => {
  it('draws headings, paragraphs, lists, bold and links as elements', () => {
    renderWithProviders(
      <Markup
        testId="body"
        text={'## Deposits\n\nOnly from **your own** account.\n\n- Read the [rules](/rules)\n- Or [the site](https://example.com/x)'}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Deposits' })).toBeTruthy();
    expect(screen.getByText('your own').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const inside = screen.getByRole('link', { name: 'rules' });
    expect(inside.getAttribute('href')).toBe('/rules');
    expect(inside.getAttribute('target')).toBeNull();
    const outside = screen.getByRole('link', { name: 'the site' });
    expect(outside.getAttribute('href')).toBe('https://example.com/x');
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(outside.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows HTML as typed, never as markup', () => {
    renderWithProviders(<Markup testId="body" text={'<img src=x onerror="alert(1)"> <b>bold</b> & [bad](javascript:void0)'} />);
    const body = screen.getByTestId('body');
    expect(body.querySelector('img, b, script')).toBeNull();
    expect(body.textContent).toBe('<img src=x onerror="alert(1)"> <b>bold</b> & bad');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
