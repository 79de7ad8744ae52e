/** Business constants of spec §1, §8 and §9. */
export const DEFAULT_TITLE = 'Prompt-Play';
export const DEFAULT_DESCRIPTION = 'Default description';
export const DEFAULT_FAVICON = '/favicon.png';
export const COPYRIGHT_YEAR = 2024;

/** Token renewal retries after an expired-token (0031) answer. */
export const TOKEN_RENEW_MAX_RETRIES = 3;
export const ERROR_TOAST_MS = 6000;
export const SUCCESS_TOAST_MS = 3000;
/** How long after the page loads the toasts' code is fetched (then when the browser is idle). */
export const TOAST_PRELOAD_DELAY_MS = 3000;

export const SUPPORTED_LANGUAGES = ['th', 'en', 'vi'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'th';
export const LANGUAGE_STORAGE_KEY = 'pp-lang';

/** The realtime socket reconnects this long after a close (spec §4, §9). */
export const REALTIME_RECONNECT_MS = 1000;
/** A pending deposit's status is also polled (currentTransaction), in case an event is missed. */
export const DEPOSIT_STATUS_POLL_MS = 10_000;
