import { fileURLToPath } from 'node:url';

/**
 * The project root. This file sits one level below it both as source (server/paths.ts) and bundled (dist/server.js),
 * so the same relative URL works in tests, in development and in production.
 */
export const projectRoot = fileURLToPath(new URL('..', import.meta.url));
export const fromRoot = (...parts: string[]) => [projectRoot.replace(/\/$/, ''), ...parts].join('/');
