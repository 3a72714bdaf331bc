/// <reference types="vite/client" />

/** The web app's version from its package.json (Vite `define`). */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** Address of the config service; empty means the app's own origin. */
  readonly VITE_CONFIG_URL?: string;
  /** The envelope's fixed keys (docs/wire-protocol.md §7); not a security boundary (docs/decisions/012-security-model.md). */
  readonly VITE_AUTH_KEY?: string;
  readonly VITE_SEND_KEY?: string;
}
