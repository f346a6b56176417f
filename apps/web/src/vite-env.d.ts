/// <reference types="vite/client" />

/** Version of @pow/web, injected by Vite `define` (vite.config.ts). */
declare const __APP_VERSION__: string;
