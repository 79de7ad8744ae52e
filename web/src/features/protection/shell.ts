/**
 * What the playing modal needs from protection: the reality-check reminder, whose code and
 * texts load the first time a game is open. The page imports the rest from the feature's index.
 */
export { RealityCheck, type RealityCheckProps } from './components/reality-check';
