/** Build-time configuration (Vite env). One place reads import.meta.env. */
export const env = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL || '/api',
  payloadSecret: import.meta.env.VITE_PAYLOAD_SECRET || '',
} as const;
