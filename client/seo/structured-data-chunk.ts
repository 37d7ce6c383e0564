/*
 * The entry of the browser's lazy chunk of structured-data.ts (json-ld.tsx).
 */

export * from './structured-data.ts';
