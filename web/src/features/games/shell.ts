/** What the always-loaded shell needs from games: the playing modal, loaded when first needed. */
export { LazyPlayingModal } from './components/lazy-playing-modal';
