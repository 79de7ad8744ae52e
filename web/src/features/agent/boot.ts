import type { Agent } from '@/types/api';

/** The element in which the server writes, into the page of each host, the answers the site
 * would otherwise ask for first (server: core/site.py PageHead). */
export const BOOT_ELEMENT_ID = 'pp-boot';

/** getDomain's answer for this host as the server wrote it into the page; null when the page
 * carries none (a host of no agent, the development server) or it cannot be read. */
export function bootAgent(doc: Document = document): Agent | null {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const boot = JSON.parse(text) as { agent?: Agent | null } | null;
    return boot?.agent && typeof boot.agent === 'object' ? boot.agent : null;
  } catch {
    return null;
  }
}
