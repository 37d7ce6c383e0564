import type { ZodMiniType, output, input } from 'zod/mini';

/** The envelope every /api call answers with (ARCHITECTURE.md). `item2` names the input field a message is about. */
export interface Envelope<T> {
  isSuccess: boolean;
  data: T | null;
  messages: { item1: string; item2?: string }[];
}

export interface Endpoint<I extends ZodMiniType = ZodMiniType, O = unknown> {
  method: 'GET' | 'POST';
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
  <I extends ZodMiniType>(def: { method: 'GET' | 'POST'; path: string; input: () => Promise<I> }): Endpoint<I, O> =>
    def;
