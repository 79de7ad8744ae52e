import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import { DEFAULT_TITLE } from '@/config/constants';
import type { Agent, TemplateSetting } from '@/types/api';

import { agentQueryOptions, templateSettingQueryOptions } from '../api/agent-api';
import { usePreviewStore } from '../stores/preview-store';
import { agentNamesLayout, resolveTemplateSetting, withPreviewTemplate } from '../template-setting';

/** This site's host name: the agent and its template are looked up by it (spec §1). */
export function siteHostname(): string {
  return window.location.hostname;
}

/** The agent of this site as the query cache holds it, outside React (the socket, a launch). */
export function readAgent(queryClient: QueryClient): Agent | null {
  return queryClient.getQueryData(agentQueryOptions(siteHostname()).queryKey) ?? null;
}

/** The agent of this site (agent/getDomain); null until it is known. */
export function useAgent(): Agent | null {
  return useQuery(agentQueryOptions(siteHostname())).data ?? null;
}

/** The agent's currency code (wallet amounts fall back to it). */
export function useAgentCurrency(): string | undefined {
  return useAgent()?.country?.currency;
}

/**
 * The site's template: the agent's own, else getConfigurationDomain's (asked only when the
 * agent names no layout), and in a preview frame the draft being edited over it. Every reader
 * of the template (layout, head, buttons, floating contacts, images) goes through here.
 * `failed` tells that the agent itself could not be had.
 */
export function useTemplateSetting(hostname: string = siteHostname()) {
  const agentQuery = useQuery(agentQueryOptions(hostname));
  const needsConfiguration = agentQuery.isSuccess && !agentNamesLayout(agentQuery.data);
  const templateQuery = useQuery({ ...templateSettingQueryOptions(hostname), enabled: needsConfiguration });
  const draft = usePreviewStore((s) => (s.previewId ? s.template : null));
  const site: TemplateSetting | null = resolveTemplateSetting(agentQuery.data, {
    data: needsConfiguration ? templateQuery.data : undefined,
    failed: needsConfiguration && templateQuery.isError,
  });
  const templateSetting = useMemo(() => withPreviewTemplate(site, draft), [site, draft]);
  return { templateSetting, agentQuery };
}

/** The site's name: the template title, else the default title (spec §1). */
export function useBrandName(): string {
  return useTemplateSetting().templateSetting?.template?.title?.trim() || DEFAULT_TITLE;
}
