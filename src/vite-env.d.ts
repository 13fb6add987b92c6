/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PUBLIC_URL?: string;
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_GEOIP_URL?: string;
  readonly VITE_GPU_CLOUD_URL?: string;
  readonly VITE_CDN_HOSTS?: string;
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_SENTRY_ENABLED?: string;
  readonly VITE_SENTRY_ENVIRONMENT?: string;
  readonly VITE_SENTRY_TRACES_SAMPLE_RATE?: string;
  readonly VITE_SENTRY_SERVICE_NAME?: string;
  readonly VITE_APP_VERSION?: string;
}

/**
 * The policy of the content-security-policy meta tag, made at build time from the variables above
 * (vite.config.ts, `define`).
 */
declare const __META_CSP_POLICY__: string;

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
