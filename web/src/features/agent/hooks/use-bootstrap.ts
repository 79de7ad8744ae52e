import { layoutNameOf } from '../template-setting';
import { useTemplateSetting } from './use-agent';

export type BootStatus = 'loading' | 'ready' | 'error';

/**
 * Boot (spec §1): resolve the agent from the host name, then its template (embedded in the
 * agent, else from getConfigurationDomain). Both stay in the query cache.
 */
export function useBootstrap(hostname: string) {
  const { templateSetting, agentQuery } = useTemplateSetting(hostname);
  const status: BootStatus = agentQuery.isError ? 'error' : templateSetting?.layout?.name ? 'ready' : 'loading';
  return {
    status,
    templateSetting,
    layoutName: layoutNameOf(templateSetting),
    retry: () => {
      void agentQuery.refetch();
    },
  };
}
