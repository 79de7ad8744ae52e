import { create } from 'zustand';

import { isLayoutName } from '@/config/layouts';
import type { Agent, TemplateSetting } from '@/types/api';

export interface AgentState {
  agent: Agent | null;
  templateSetting: TemplateSetting | null;
  /** Stores the agent; its embedded template setting (if it names a layout) becomes the template. */
  setAgent(agent: Agent): void;
  setTemplateSetting(templateSetting: TemplateSetting): void;
  reset(): void;
}

export const useAgentStore = create<AgentState>()((set) => ({
  agent: null,
  templateSetting: null,
  setAgent: (agent) =>
    set((state) => ({
      agent,
      templateSetting: isLayoutName(agent.templateSetting?.layout?.name)
        ? (agent.templateSetting ?? null)
        : state.templateSetting,
    })),
  setTemplateSetting: (templateSetting) => set({ templateSetting }),
  reset: () => set({ agent: null, templateSetting: null }),
}));

/** The template's layout name, or null while no template is known (→ loading layout). */
export function selectLayoutName(state: AgentState): string | null {
  return state.templateSetting?.layout?.name ?? null;
}
