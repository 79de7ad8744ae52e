import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { readAgent, useAgent } from '@/features/agent';
import { useAuthStore } from '@/features/auth';
import { i18n } from '@/lib/i18n';
import type { Agent } from '@/types/api';

import { gameFamily, type GameContext } from '../api/families';

type ContextSources = {
  agent: Agent | null;
  user: ReturnType<typeof useAuthStore.getState>['user'];
  lang: string;
};

export function gameContextOf({ agent, user, lang }: ContextSources): GameContext {
  return {
    family: gameFamily(agent?.gameCompany),
    agentPrefix: agent?.prefix || undefined,
    agentId: agent?.id ?? user?.player?.agentId ?? undefined,
    username: user?.username || undefined,
    currency: agent?.country?.currency || undefined,
    lang,
  };
}

/** The context as it is now (outside React: the launch and the return). */
export function currentGameContext(queryClient: QueryClient): GameContext {
  return gameContextOf({
    agent: readAgent(queryClient),
    user: useAuthStore.getState().user,
    lang: i18n.language || 'th',
  });
}

/** The family and the identity fields the game calls carry, from the agent and the session. */
export function useGameContext(): GameContext {
  const { i18n: instance } = useTranslation();
  const agent = useAgent();
  const user = useAuthStore((s) => s.user);
  return gameContextOf({ agent, user, lang: instance.language || 'th' });
}
