import { createContext, type LoaderFunctionArgs, type RouterContextProvider } from 'react-router';
import type { DataOf, Endpoint, Envelope, InputOf } from '../../shared/contracts/endpoint.ts';
import { localeFromPath, type Locale } from '../../shared/locale.ts';

/** Carries one call to an endpoint: fetch in the browser, a direct service call on the server. */
/** An answer: its status, its envelope and, for a rate limit's 429, the seconds its Retry-After says to wait. */
export type Transport = (endpoint: Endpoint, input: unknown, locale: Locale) => Promise<{ status: number; body: Envelope<unknown>; retryAfter?: number }>;

/** A call that answered `isSuccess: false`, with its status (spec §8's "FetchError with status"; named for what it is). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messages: Envelope<unknown>['messages'],
    /** For a rate limit's refusal, the seconds to wait before asking again. */
    readonly retryAfter?: number,
  ) {
    super(messages[0]?.item1 ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }

  /** The first message's stable code (shared/errors.ts): what clients branch on. */
  get code(): string | undefined {
    return this.messages[0]?.code;
  }

  /** Whether any message carries this code. */
  has(code: string): boolean {
    return this.messages.some((m) => m.code === code);
  }
}

export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, input: InputOf<E>): Promise<DataOf<E>>;
}

export function createApiClient(transport: Transport, locale: Locale): ApiClient {
  return {
    async call(endpoint, input) {
      const { status, body, retryAfter } = await transport(endpoint, input, locale);
      if (!body.isSuccess) throw new ApiError(status, body.messages, retryAfter);
      return body.data as DataOf<typeof endpoint>;
    },
  };
}

/** The router context entry through which loaders reach the API without knowing where they run. */
export const transportContext = createContext<Transport>();

/** The typed client for a loader, in the language of the page being loaded. */
export function loaderApi({ context, request }: Pick<LoaderFunctionArgs, 'context' | 'request'>): ApiClient {
  const transport = (context as unknown as RouterContextProvider).get(transportContext);
  return createApiClient(transport, localeFromPath(new URL(request.url).pathname));
}
