export { applyPreviewData, type PreviewDataEvent } from './preview';
export { brandingRealtimeHandlers } from './realtime';
export { useBrandImages } from './hooks/use-brand-images';
export { brandImages, createLogoStore, logoStore, resolveBrandImage, useLogoStore } from './stores/logo-store';
export { BrandLogo } from './components/brand-logo';
