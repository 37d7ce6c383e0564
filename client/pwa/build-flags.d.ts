/* Set by scripts/build.ts (esbuild `define`): whether this client build registers the service worker. */
declare const __SERVICE_WORKER__: boolean;
