import { isLayoutName, warnUnknownLayout } from '@/config/layouts';
import type { Agent, TemplateSetting } from '@/types/api';

/** Used when neither the agent nor the configuration call names a known layout. */
const FALLBACK_LAYOUT = { name: 'a' };
const FALLBACK_TEMPLATE: TemplateSetting = { template: null, layout: FALLBACK_LAYOUT };

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
  warnUnknownLayout(agent?.templateSetting?.layout?.name, 'asking getConfigurationDomain');
  const { data } = configuration;
  if (data) {
    if (isLayoutName(data.layout?.name)) return data;
    warnUnknownLayout(data.layout?.name, `showing layout ${FALLBACK_LAYOUT.name}`);
    return { ...data, layout: FALLBACK_LAYOUT };
  }
  // The agent is known: serve it with the default layout rather than block the site.
  if (configuration.failed) return { ...FALLBACK_TEMPLATE, template: agent?.templateSetting?.template ?? null };
  return null;
}

/** The template's layout name, or null while no template is known (→ loading layout). */
export function layoutNameOf(templateSetting: TemplateSetting | null): string | null {
  return templateSetting?.layout?.name ?? null;
}

/**
 * The template a preview frame shows: the draft the back office last pushed, laid over the
 * site's own once that is known (a draft naming no known layout keeps the site's layout).
 */
export function withPreviewTemplate(site: TemplateSetting | null, draft: TemplateSetting | null): TemplateSetting | null {
  if (!site || !draft) return site;
  return {
    template: draft.template ?? site.template ?? null,
    layout: isLayoutName(draft.layout?.name) ? draft.layout : site.layout,
  };
}
