import { Suspense, type ReactNode } from 'react';
import { Await } from 'react-router';
import { scriptJson } from '../../shared/script-json.ts';
import { DEFERRED_FAILED, deferredElementId, type KeyedPromise } from '../shell/deferred.ts';

interface DeferredProps<T> {
  /** A promise from the loader (streamed after the shell), or a plain value. */
  resolve: Promise<T> | T;
  fallback: ReactNode;
  children: (value: T) => ReactNode;
  /** Shown when the data could not be had; the rest of the page is unaffected (it still answered 200). */
  errorElement?: ReactNode;
}

/** Renders loader data that arrives after the shell; see client/shell/deferred.ts for how it survives hydration. */
export function Deferred<T>({ resolve, fallback, children, errorElement = null }: DeferredProps<T>) {
  const key = (resolve as KeyedPromise<T>)?.deferredKey;
  const block = (value: unknown) =>
    key ? <script type="application/json" id={deferredElementId(key)} dangerouslySetInnerHTML={{ __html: scriptJson(value) }} /> : null;
  return (
    <Suspense fallback={fallback}>
      <Await
        resolve={resolve}
        errorElement={
          <>
            {errorElement}
            {block(DEFERRED_FAILED)}
          </>
        }
      >
        {(value: T) => (
          <>
            {children(value)}
            {block(value)}
          </>
        )}
      </Await>
    </Suspense>
  );
}
