import { readBoot, type Boot } from '@/lib/boot';
import type { Agent } from '@/types/api';

/** getDomain's answer for this host as the server wrote it into the page; null when the page
 * carries none (a host of no agent, the development server) or it cannot be read. */
export function bootAgent(boot: Boot | null = readBoot()): Agent | null {
  return boot?.agent && typeof boot.agent === 'object' ? (boot.agent as Agent) : null;
}
