import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { isLayoutName } from '@/config/layouts';
import type { TemplateSetting } from '@/types/api';

import { agentQueryOptions, templateSettingQueryOptions } from '../api/agent-api';
import { useAgentStore } from '../stores/agent-store';

/** Used when neither the agent nor the configuration call names a known layout. */
const FALLBACK_TEMPLATE: TemplateSetting = { template: null, layout: { name: 'a' } };

export type BootStatus = 'loading' | 'ready' | 'error';

/**
 * Boot (spec §1): resolve the agent from the host name, then its template (embedded in the
 * agent, else from getConfigurationDomain). Both land in the agent store.
 */
export function useBootstrap(hostname: string): { status: BootStatus; retry: () => void } {
  const agentQuery = useQuery(agentQueryOptions(hostname));
  const embedded = agentQuery.data?.templateSetting;
  const needsConfiguration = agentQuery.isSuccess && !isLayoutName(embedded?.layout?.name);
  const templateQuery = useQuery({ ...templateSettingQueryOptions(hostname), enabled: needsConfiguration });

  const setAgent = useAgentStore((s) => s.setAgent);
  const setTemplateSetting = useAgentStore((s) => s.setTemplateSetting);
  const templateKnown = useAgentStore((s) => !!s.templateSetting?.layout?.name);

  useEffect(() => {
    if (agentQuery.data) setAgent(agentQuery.data);
  }, [agentQuery.data, setAgent]);

  useEffect(() => {
    if (!needsConfiguration) return;
    if (templateQuery.data) {
      const name = templateQuery.data.layout?.name;
      setTemplateSetting(
        isLayoutName(name)
          ? templateQuery.data
          : { ...templateQuery.data, layout: FALLBACK_TEMPLATE.layout },
      );
    } else if (templateQuery.isError) {
      // The agent is known: serve it with the default layout rather than block the site.
      setTemplateSetting({ ...FALLBACK_TEMPLATE, template: embedded?.template ?? null });
    }
  }, [needsConfiguration, templateQuery.data, templateQuery.isError, setTemplateSetting, embedded]);

  const status: BootStatus = agentQuery.isError ? 'error' : templateKnown ? 'ready' : 'loading';
  return {
    status,
    retry: () => {
      void agentQuery.refetch();
    },
  };
}
