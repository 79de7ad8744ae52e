export { layoutKey } from './layout-key';
export { LoadingLayout } from './loading-layout';
export { layoutComponent, preloadSkin, TEMPLATE_REGISTRY } from './registry';
export { useSkin } from './skin-context';
export type { BalanceBadgeProps, FrameProps, GameCardProps, HomeProps, LayoutProps, SkinSlots, TemplateSkin, VariantProps } from './types';
