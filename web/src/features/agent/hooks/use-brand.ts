import { DEFAULT_TITLE } from '@/config/constants';

import { useAgentStore } from '../stores/agent-store';

/** The site's name: the template title, else the default title (spec §1). */
export function useBrandName(): string {
  return useAgentStore((s) => s.templateSetting?.template?.title?.trim() || DEFAULT_TITLE);
}

/** The agent's currency code (wallet amounts fall back to it). */
export function useAgentCurrency(): string | undefined {
  return useAgentStore((s) => s.agent?.country?.currency);
}
