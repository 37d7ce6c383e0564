import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { Locale } from '../../../shared/locale.ts';
import { col } from './localized.ts';

/** The delivery methods as the cart and checkout read them (the back office writes them through records.repo.ts). */
export function deliveryMethodsRepo(db: Kysely<Database>) {
  return {
    /** The offered methods in the page's language, in the back office's order. */
    offered: (locale: Locale) =>
      db
        .selectFrom('delivery_methods')
        .select((eb) => [
          'id',
          'price_rial',
          'needs_address',
          'rest_on_arrival',
          'zone',
          eb.ref(col('name', locale)).as('name'),
          eb.ref(col('description', locale)).as('description'),
        ])
        .where('active', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute(),

    /** An offered method's price. */
    offeredPrice: (id: number) =>
      db.selectFrom('delivery_methods').select(['id', 'price_rial']).where('id', '=', id).where('active', '=', 1).executeTakeFirst(),

    /** An offered method, every column (an order keeps a copy). */
    offeredWhole: (id: number) => db.selectFrom('delivery_methods').selectAll().where('id', '=', id).where('active', '=', 1).executeTakeFirst(),

    /**
     * The method a quote's order is filed under (orders need one): a pickup one first, offered ones before others. The
     * order's own copy names the quote's delivery and price instead.
     */
    anchorForQuote: () =>
      db.selectFrom('delivery_methods').select(['id']).orderBy('needs_address').orderBy('active', 'desc').orderBy('id').limit(1).executeTakeFirst(),

    /** What a delivery method asks and costs, offered or not (a placement's request is compared as it was made). */
    terms: (id: number) => db.selectFrom('delivery_methods').select(['needs_address', 'price_rial']).where('id', '=', id).executeTakeFirst(),
  };
}

export type DeliveryMethodsRepo = ReturnType<typeof deliveryMethodsRepo>;

/** An offered delivery method, every column (an order keeps a copy). */
export type OfferedDelivery = NonNullable<Awaited<ReturnType<DeliveryMethodsRepo['offeredWhole']>>>;
