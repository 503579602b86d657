/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** OAuth client id for Google Identity Services; sign-in stays off when it is absent. */
  readonly VITE_GOOGLE_CLIENT_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
