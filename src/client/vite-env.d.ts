/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when it is not the page's own (empty: same origin). */
  readonly VITE_API_BASE?: string;
  /** Environment prefix of the token cookie; must match the server's COOKIE_PREFIX. */
  readonly VITE_COOKIE_PREFIX?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
