export * from './api/agent-api';
export { bootAgent } from './boot';
export { readAgent, siteHostname, useAgent, useAgentCurrency, useBrandName, useTemplateSetting } from './hooks/use-agent';
export { useBootstrap, type BootStatus } from './hooks/use-bootstrap';
export { agentRealtimeHandlers } from './realtime';
export { capturePreviewId, usePreviewStore, type PreviewState } from './stores/preview-store';
export { layoutNameOf, resolveTemplateSetting, withPreviewTemplate } from './template-setting';
