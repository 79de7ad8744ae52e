import { agentFixture } from '@/testing/fixtures';
import { seedQueryData } from '@/testing/render';
import type { Agent } from '@/types/api';

import { agentQueryOptions } from './api/agent-api';
import { siteHostname } from './hooks/use-agent';

/** The agent a test's site resolves to, already in the cache of the next renders (as after boot). */
export function serveAgent(agent: Agent = agentFixture()) {
  seedQueryData(agentQueryOptions(siteHostname()).queryKey, agent);
}
