import type { ComponentType, CSSProperties, ReactNode } from 'react';

export interface LayoutProps {
  children: ReactNode;
}

/**
 * A template is a skin: its two layouts (guest and signed-in), which compose the shared slots
 * (header, footer, menus, balance badge…), and its design tokens. Pages are shared by all.
 */
export interface TemplateSkin {
  id: string;
  DefaultLayout: ComponentType<LayoutProps>;
  AuthenticatedLayout: ComponentType<LayoutProps>;
  /** CSS custom properties the skin sets on its root (before the agent's own buttons). */
  tokens?: CSSProperties;
}
