import type { CallContext } from '../lib/call-context.ts';

/** The origin the visitor reached us at (`https://host`), for addresses we hand to others (a gateway's callback). */
export const requestOrigin = (ctx: Pick<CallContext, 'secure' | 'header'>): string =>
  `${ctx.secure ? 'https' : 'http'}://${ctx.header('host') ?? 'localhost'}`;
