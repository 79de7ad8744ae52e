/**
 * Built-in brand images, shipped in web/public/brand: what a site shows when neither its host
 * (agent.hostBranding) nor its template has an image of its own (spec §1).
 */
export const BUILTIN_LOGO = '/brand/logo.svg';
export const BUILTIN_BG_IMAGE = '/brand/bg.svg';
