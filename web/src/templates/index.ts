export { layoutKey } from './layout-key';
export { LoadingLayout } from './loading-layout';
export { layoutComponent, preloadSkin, TEMPLATE_REGISTRY } from './registry';
export type { LayoutProps, TemplateSkin } from './types';
