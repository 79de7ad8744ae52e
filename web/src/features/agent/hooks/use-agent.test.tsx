import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { createQueryClient } from '@/lib/query-client';
import { agentFixture } from '@/testing/fixtures';

import { agentQueryOptions } from '../api/agent-api';
import { usePreviewStore } from '../stores/preview-store';

import { siteHostname, useTemplateSetting } from './use-agent';

describe('useTemplateSetting', () => {
  afterEach(() => usePreviewStore.getState().setPreviewId(null));

  function renderTemplateSetting() {
    const queryClient = createQueryClient();
    queryClient.setQueryData(agentQueryOptions(siteHostname()).queryKey, agentFixture());
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    return renderHook(() => useTemplateSetting().templateSetting, { wrapper });
  }

  const draft = { template: { title: 'Draft' }, layout: { name: 'c' } };

  it("serves a preview frame the draft, live", async () => {
    usePreviewStore.getState().setPreviewId('p-1');
    const { result } = renderTemplateSetting();
    expect(result.current?.layout?.name).toBe('a');
    act(() => usePreviewStore.getState().setTemplate(draft));
    await waitFor(() => expect(result.current).toEqual(draft));
  });

  it('never serves a draft outside preview mode', () => {
    usePreviewStore.setState({ previewId: null, template: draft });
    const { result } = renderTemplateSetting();
    expect(result.current).toEqual(agentFixture().templateSetting);
  });
});
