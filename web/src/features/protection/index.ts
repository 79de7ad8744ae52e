export * from './api/protection-api';
export { ProtectionContent } from './components/protection-content';
export { RealityCheck, type RealityCheckProps } from './components/reality-check';
export type { LoginNotice } from './components/exclusion-section';
export { useProtection } from './hooks/use-protection';
export * from './types';
