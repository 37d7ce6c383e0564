/*
 * The entry of the browser's lazy chunk of structured-data.ts (json-ld.tsx). It imports common.ts like every screen,
 * so the modules the builders share with the first page stay in the shared chunk instead of splitting off.
 */
import '../common.ts';

export * from './structured-data.ts';
