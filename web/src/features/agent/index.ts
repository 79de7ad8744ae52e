export * from './api/agent-api';
export { readAgent, siteHostname, useAgent, useAgentCurrency, useBrandName, useTemplateSetting } from './hooks/use-agent';
export { useBootstrap, type BootStatus } from './hooks/use-bootstrap';
export { agentRealtimeHandlers } from './realtime';
export { layoutNameOf, resolveTemplateSetting } from './template-setting';
