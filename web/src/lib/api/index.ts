import { env } from '@/config/env';
import { toast } from '@/lib/toast';

import { createApiClient } from './client';

/**
 * The app's one API client. The session bridge is attached at start-up by the auth feature
 * (app/provider), so this module never imports a feature.
 */
export const api = createApiClient({
  baseUrl: env.apiBaseUrl,
  payloadSecret: env.payloadSecret,
  notifyError: ({ title, text }) => toast.error({ title, text }),
});

export { createApiClient } from './client';
export type { ApiClient, AuthBridge, HttpMethod, RequestOptions } from './client';
export * from './errors';
