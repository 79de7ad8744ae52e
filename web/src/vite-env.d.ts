/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the platform API; defaults to `/api` (same origin). */
  readonly VITE_API_BASE_URL?: string;
  /** Public secret of the encrypted payload mode; unset = plain JSON. */
  readonly VITE_PAYLOAD_SECRET?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
