import { isLayoutName } from '@/config/layouts';
import type { Agent, TemplateSetting } from '@/types/api';

/** Used when neither the agent nor the configuration call names a known layout. */
const FALLBACK_TEMPLATE: TemplateSetting = { template: null, layout: { name: 'a' } };

/** Whether the agent's own template names a layout; if not, getConfigurationDomain is asked. */
export function agentNamesLayout(agent: Agent | null | undefined): boolean {
  return isLayoutName(agent?.templateSetting?.layout?.name);
}

/**
 * The template the site shows (spec §1): the agent's own when it names a layout, else the
 * configuration call's (with the default layout when it names none), else, when that call
 * failed, the default layout with whatever template the agent carried. Null while unknown.
 */
export function resolveTemplateSetting(
  agent: Agent | null | undefined,
  configuration: { data?: TemplateSetting; failed: boolean },
): TemplateSetting | null {
  if (agentNamesLayout(agent)) return agent?.templateSetting ?? null;
  const { data } = configuration;
  if (data) return isLayoutName(data.layout?.name) ? data : { ...data, layout: FALLBACK_TEMPLATE.layout };
  // The agent is known: serve it with the default layout rather than block the site.
  if (configuration.failed) return { ...FALLBACK_TEMPLATE, template: agent?.templateSetting?.template ?? null };
  return null;
}

/** The template's layout name, or null while no template is known (→ loading layout). */
export function layoutNameOf(templateSetting: TemplateSetting | null): string | null {
  return templateSetting?.layout?.name ?? null;
}
