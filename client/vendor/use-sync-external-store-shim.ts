/**
 * react-i18next imports this hook from the "use-sync-external-store" shim, which exists for React 16 and 17. React 19
 * has it built in; the build points the shim here so the browser does not download a second copy.
 */
export { useSyncExternalStore } from 'react';
