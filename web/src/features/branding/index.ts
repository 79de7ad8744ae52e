export { applyPreviewData, type PreviewDataEvent } from './preview';
export { createLogoStore, logoStore, resolveBrandImage, useLogoStore } from './stores/logo-store';
export { capturePreviewId, usePreviewStore } from './stores/preview-store';
export { BrandLogo } from './components/brand-logo';
