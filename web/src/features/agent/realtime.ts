import { REALTIME_EVENTS, isRealtimeRecord, type RealtimeHandlers } from '@/features/realtime';
import type { Agent } from '@/types/api';

import { agentQueryOptions } from './api/agent-api';
import { readAgent, siteHostname } from './hooks/use-agent';

/** agentData: the back office changed the agent; its fields land on the cached agent. */
export const agentRealtimeHandlers: RealtimeHandlers = {
  [REALTIME_EVENTS.agent]: (data, { queryClient }) => {
    if (!isRealtimeRecord(data)) return;
    const agent = { ...(readAgent(queryClient) ?? {}), ...data } as Agent;
    queryClient.setQueryData(agentQueryOptions(siteHostname()).queryKey, agent);
  },
};
