import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { agentFixture } from '@/testing/fixtures';
import { API, ok } from '@/testing/handlers';
import { server } from '@/testing/msw-server';

const preloadSkin = vi.fn();
vi.mock('@/templates', async (original) => ({ ...(await original<typeof import('@/templates')>()), preloadSkin }));

/** The app's one-time start, fresh (it runs once per page), with its query cache. */
async function start() {
  vi.resetModules();
  const [{ startApp }, { queryClient }] = await Promise.all([import('./provider'), import('@/lib/query-client')]);
  startApp();
  return queryClient;
}

function serveWithPage(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'pp-domain';
  element.textContent = text;
  document.head.append(element);
}

describe('the start of the app', () => {
  let asked: number;
  beforeEach(() => {
    asked = 0;
    preloadSkin.mockClear();
    server.use(
      http.post(`${API}/agent/getDomain`, () => {
        asked += 1;
        return ok(agentFixture({ prefix: 'FRESH', templateSetting: { template: {}, layout: { name: 'ufa-c' } } }));
      }),
    );
  });
  afterEach(() => document.getElementById('pp-domain')?.remove());

  it('draws with the agent the page came with at once, and still asks for it', async () => {
    serveWithPage(JSON.stringify(agentFixture({ prefix: 'PAGE', templateSetting: { template: {}, layout: { name: 'zuka' } } })));
    const queryClient = await start();
    // Known before any answer: no first paint waits for the call.
    expect(queryClient.getQueryData<{ prefix: string }>(['agent', 'localhost'])?.prefix).toBe('PAGE');
    expect(preloadSkin).toHaveBeenCalledWith('zuka');
    // The call goes out all the same, and its answer replaces the page's.
    await waitFor(() => expect(queryClient.getQueryData<{ prefix: string }>(['agent', 'localhost'])?.prefix).toBe('FRESH'));
    expect(asked).toBe(1);
  });

  it('asks for the agent and loads the default skin when the page came with none', async () => {
    const queryClient = await start();
    expect(queryClient.getQueryData(['agent', 'localhost'])).toBeUndefined();
    expect(preloadSkin).toHaveBeenCalledWith('a');
    await waitFor(() => expect(queryClient.getQueryData<{ prefix: string }>(['agent', 'localhost'])?.prefix).toBe('FRESH'));
    expect(asked).toBe(1);
  });

  it.each([
    ['text that is not JSON', '{"prefix":'],
    ['JSON that is no agent', 'null'],
  ])('ignores %s in the page and asks', async (_, text) => {
    serveWithPage(text);
    const queryClient = await start();
    expect(queryClient.getQueryData(['agent', 'localhost'])).toBeUndefined();
    await waitFor(() => expect(asked).toBe(1));
    expect(queryClient.getQueryData<{ prefix: string }>(['agent', 'localhost'])?.prefix).toBe('FRESH');
  });

  it('loads the default skin when the page names an unknown layout', async () => {
    serveWithPage(JSON.stringify(agentFixture({ templateSetting: { template: {}, layout: { name: 'neon' } } })));
    await start();
    expect(preloadSkin).toHaveBeenCalledWith('a');
  });
});
