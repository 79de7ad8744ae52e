export * from './api/agent-api';
export { useBootstrap, type BootStatus } from './hooks/use-bootstrap';
export { selectLayoutName, useAgentStore } from './stores/agent-store';
export { useAgentCurrency, useBrandName } from './hooks/use-brand';
