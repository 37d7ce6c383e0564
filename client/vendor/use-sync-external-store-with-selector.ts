/**
 * @xstate/react imports the selector hook from the "use-sync-external-store" shim too; the package's own non-shim
 * build of it uses React's built-in useSyncExternalStore, so nothing is downloaded twice.
 */
export { useSyncExternalStoreWithSelector } from 'use-sync-external-store/with-selector';
