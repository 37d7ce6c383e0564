import type { ZodMiniType, output, input } from 'zod/mini';

/**
 * One message of the envelope: `item1` is the text in the visitor's language, `item2` the input field it is about,
 * `code` the stable error code (shared/errors.ts) that clients branch on and tests assert.
 */
export interface EnvelopeMessage {
  item1: string;
  item2?: string;
  code?: string;
}

/** The envelope every /api call answers with (ARCHITECTURE.md). */
export interface Envelope<T> {
  isSuccess: boolean;
  data: T | null;
  messages: EnvelopeMessage[];
}

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface Endpoint<I extends ZodMiniType = ZodMiniType, O = unknown> {
  /** GET reads its input from the query string; POST and DELETE from a JSON body. */
  method: HttpMethod;
  path: string;
  /** The input schema, loaded on first use (see the contract files: the browser never needs it). */
  input: () => Promise<I>;
  /** Phantom: carries the type of `data` to the typed client; never set at run time. */
  readonly _data?: O;
}

export type InputOf<E> = E extends Endpoint<infer I, unknown> ? input<I> : never;
export type ParsedInputOf<E> = E extends Endpoint<infer I, unknown> ? output<I> : never;
export type DataOf<E> = E extends Endpoint<ZodMiniType, infer O> ? O : never;

/** Declares an endpoint once: `endpoint<Data>()({ method, path, input })`. */
export const endpoint =
  <O>() =>
  <I extends ZodMiniType>(def: { method: HttpMethod; path: string; input: () => Promise<I> }): Endpoint<I, O> =>
    def;
