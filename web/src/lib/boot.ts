/** The element in which the server writes, into the page of each host, the answers the site
 * would otherwise ask for first (server: core/site.py PageHead, agent/service.py page_head):
 * getDomain's on every page, the banners and announcements on the home page. */
export const BOOT_ELEMENT_ID = 'pp-boot';

export type Boot = Record<string, unknown>;

/** The answers the server wrote into the page; null when it wrote none (a host of no agent,
 * the development server) or they cannot be read. */
export function readBoot(doc: Document = document): Boot | null {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const boot = JSON.parse(text) as unknown;
    return boot && typeof boot === 'object' && !Array.isArray(boot) ? (boot as Boot) : null;
  } catch {
    return null;
  }
}
