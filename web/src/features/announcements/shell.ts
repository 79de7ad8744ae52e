/**
 * What the always-loaded shell needs from announcements: the after-login dialog, whose code
 * loads only after a sign-in. The home page's strip and banners come from the index, inside the
 * home page's own chunk. The home page's answers written into the page are kept before it runs.
 */
export { primeAnnouncements } from './boot';
export { LazyAnnouncementModal } from './components/lazy-announcement-modal';
