import { useEffect } from 'react';

import { DEFAULT_DESCRIPTION, DEFAULT_FAVICON, DEFAULT_TITLE } from '@/config/constants';
import type { Template } from '@/types/api';

function ensureElement<T extends HTMLElement>(selector: string, create: () => T): T {
  return (document.head.querySelector(selector) as T | null) ?? document.head.appendChild(create());
}

/** Title, description and favicon from the template, else the defaults (spec §1). */
export function headFromTemplate(template: Template | null | undefined) {
  return {
    title: template?.title?.trim() || DEFAULT_TITLE,
    description: template?.description?.trim() || DEFAULT_DESCRIPTION,
    favicon: template?.favicon?.trim() || DEFAULT_FAVICON,
  };
}

export function useDocumentHead(template: Template | null | undefined) {
  useEffect(() => {
    const head = headFromTemplate(template);
    document.title = head.title;
    const meta = ensureElement('meta[name="description"]', () => {
      const m = document.createElement('meta');
      m.name = 'description';
      return m;
    });
    meta.content = head.description;
    const icon = ensureElement('link[rel="icon"]', () => {
      const l = document.createElement('link');
      l.rel = 'icon';
      return l;
    });
    icon.href = head.favicon;
  }, [template]);
}
