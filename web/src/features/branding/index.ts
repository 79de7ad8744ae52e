export { applyPreviewData, type PreviewDataEvent } from './preview';
export { useBrandImages } from './hooks/use-brand-images';
export { brandImages, createLogoStore, logoStore, resolveBrandImage, useLogoStore } from './stores/logo-store';
export { capturePreviewId, usePreviewStore } from './stores/preview-store';
export { BrandLogo } from './components/brand-logo';
