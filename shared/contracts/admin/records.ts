import type { ZodMiniType } from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import type { Paged } from './paging.ts';

const inputs = () => import('./records.inputs.ts');

/**
 * The calls of a back-office record (discount codes, brands…): a page of the list, one record and a save (no id:
 * create). `name` is the record's path: /api/admin/<plural>, /api/admin/<name>. Written
 * `recordContracts<Rec>()(name, save)` so the record's type is given and the save schema's is inferred.
 */
export const recordContracts =
  <Rec>() =>
  <S extends ZodMiniType>(name: string, save: () => Promise<S>, plural = `${name}s`) => ({
    list: endpoint<Paged<Rec & { id: number }>>()({ method: 'GET', path: `/api/admin/${plural}`, input: () => inputs().then((m) => m.page) }),
    get: endpoint<Rec & { id: number }>()({ method: 'GET', path: `/api/admin/${name}`, input: () => inputs().then((m) => m.byId) }),
    save: endpoint<{ id: number }>()({ method: 'POST', path: `/api/admin/${name}`, input: save }),
  });

/** A record that is switched off rather than deleted (carts and orders name it): the calls above and the switch. */
export const switchableContracts =
  <Rec>() =>
  <S extends ZodMiniType>(name: string, save: () => Promise<S>, plural = `${name}s`) => ({
    ...recordContracts<Rec>()(name, save, plural),
    setActive: endpoint<null>()({ method: 'POST', path: `/api/admin/${name}/active`, input: () => inputs().then((m) => m.setActive) }),
  });
