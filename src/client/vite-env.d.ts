/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base URL; empty or unset means the same origin that served the app. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

interface Window {
  /**
   * Chromium's install offer (`beforeinstallprompt`) as the prerendered page's boot script caught
   * it: it comes right after load, often before the app's code has run (src/client/page-boot.ts).
   */
  heldInstallOffer?: Event;
}
