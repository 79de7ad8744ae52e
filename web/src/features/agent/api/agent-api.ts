import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api';
import type { Agent, PlayerConfiguration, TemplateSetting } from '@/types/api';

/** POST agent/getDomain: the agent of this host name (spec §7). */
export function getDomain(domain: string): Promise<Agent> {
  return api.post<Agent>('agent/getDomain', { domain }, { silent: true });
}

/** POST configuration/getConfigurationDomain: the template setting of this host name. */
export function getConfigurationDomain(domainName: string): Promise<TemplateSetting> {
  return api.post<TemplateSetting>(
    'configuration/getConfigurationDomain',
    { domainName, configurationName: 'templateSetting' },
    { silent: true },
  );
}

/** POST configuration/playerGetConfiguration: contact channels, captcha switch, rules. */
export function playerGetConfiguration(): Promise<PlayerConfiguration> {
  return api.post<PlayerConfiguration>('configuration/playerGetConfiguration', {}, { silent: true });
}

export const agentQueryOptions = (hostname: string) =>
  queryOptions({
    queryKey: ['agent', hostname],
    queryFn: () => getDomain(hostname),
    staleTime: Infinity,
  });

export const templateSettingQueryOptions = (hostname: string) =>
  queryOptions({
    queryKey: ['templateSetting', hostname],
    queryFn: () => getConfigurationDomain(hostname),
    staleTime: Infinity,
  });

export const playerConfigurationQueryOptions = () =>
  queryOptions({
    queryKey: ['playerConfiguration'],
    queryFn: playerGetConfiguration,
    staleTime: 5 * 60_000,
  });
