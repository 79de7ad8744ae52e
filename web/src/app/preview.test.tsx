import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { usePreviewStore } from '@/features/agent';
import { logoStore } from '@/features/branding';
import { queryClient } from '@/lib/query-client';
import { agentFixture } from '@/testing/fixtures';
import { realtimeLink, socketMessage } from '@/testing/handlers';
import { server } from '@/testing/msw-server';

import { renderApp } from './testing';

const draft = {
  template: {
    ...agentFixture().templateSetting.template,
    title: 'Draft Play',
    description: 'Draft description',
    confirmButton: { mode: 'single', color: '#00aa55', fontColor: '#000000' },
    lineFloatingButton: false,
    telegramFloatingButton: true,
    telegramUrl: 'https://t.me/draft',
  },
  layout: { name: 'ufa-a' },
};

/** The first page also loads the layout's code. */
const BOOT = { timeout: 15_000 };

/** A socket server that sends each preview frame the draft right after verifyUser, as the server does. */
function previewServer() {
  const verified: unknown[] = [];
  server.use(
    realtimeLink.addEventListener('connection', ({ client }) => {
      client.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data)) as { event: string; data: { previewId?: string | null } };
        if (message.event !== 'verifyUser') return;
        verified.push(message.data);
        if (message.data.previewId) client.send(socketMessage('preview-data', { name: 'template', data: draft }));
      });
    }),
  );
  return verified;
}

describe('preview mode', () => {
  beforeEach(() => document.documentElement.removeAttribute('style'));
  afterEach(() => {
    usePreviewStore.getState().setPreviewId(null);
    logoStore.getState().clearPreview();
    queryClient.clear();
  });

  it("shows a visitor's preview frame the draft: layout, head, buttons and floating contacts", async () => {
    const verified = previewServer();
    renderApp('/login?previewId=p-1', queryClient);
    await waitFor(() => expect(document.querySelector('[data-layout="ufa-a-default"]')).toBeTruthy(), BOOT);
    expect(verified).toEqual([{ userId: null, agentId: 1, previewId: 'p-1', clientType: 1, token: '' }]);
    await waitFor(() => expect(document.title).toBe('Draft Play'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Draft description');
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--button-confirm-bg')).toBe('#00aa55'));
    expect(await screen.findByRole('link', { name: 'แชทผ่าน Telegram' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'แชทผ่าน LINE' })).toBeNull();

    realtimeLink.broadcast(socketMessage('preview-data', { name: 'template', data: { ...draft, layout: { name: 'ufa-b' } } }));
    await waitFor(() => expect(document.querySelector('[data-layout="ufa-b-default"]')).toBeTruthy(), BOOT);
  });

  it('leaves an ordinary visitor on the published template, with no socket at all', async () => {
    const verified = previewServer();
    renderApp('/login', queryClient);
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบ', level: 1 }, BOOT)).toBeTruthy();
    realtimeLink.broadcast(socketMessage('preview-data', { name: 'template', data: draft }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(verified).toEqual([]);
    expect(document.querySelector('[data-layout="a-default"]')).toBeTruthy();
    expect(document.title).toBe('Demo Play');
    expect(document.documentElement.style.getPropertyValue('--button-confirm-bg')).toBe('#ff0000');
  });
});
