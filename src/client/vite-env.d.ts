/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base URL; empty or unset means the same origin that served the app. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
