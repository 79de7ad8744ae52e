/**
 * Per-host branding (spec §1): some member host names and one bare host name ship their own
 * logo, two their own background. Keyed by exact host name (no port). Empty-safe: a host not
 * listed here (or an empty map) falls through to the template's value, then the built-in one.
 *
 * Add entries as `'member.example.com': { logo: '/brand/example-logo.png' }`.
 */
export interface HostBranding {
  logo?: string;
  bgImage?: string;
}

export const HOST_BRANDING: Readonly<Record<string, HostBranding>> = {};

/** Built-in defaults, shipped in web/public/brand. */
export const BUILTIN_LOGO = '/brand/logo.svg';
export const BUILTIN_BG_IMAGE = '/brand/bg.svg';
