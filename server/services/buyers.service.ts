import type { Clock } from '../lib/clock.ts';
import { AppError } from '../lib/errors.ts';
import type { Repos } from '../db/repos/index.ts';
import type { Buyer, BuyerInput } from '../../shared/contracts/buyers.ts';
import { signedIn } from './addresses.service.ts';
import { buyerFields, buyerView } from './buyers/buyer-fields.ts';

/** The buyer profiles one customer may keep (issue #31). */
export const MAX_BUYERS = 10;

/**
 * A customer's buyer profiles (`/api/buyer`): who their official invoices are made out to. Each belongs to its
 * customer only (another's is a 404). Adding takes the customer's row lock first, so the limit holds under a burst on
 * PostgreSQL too: the count and the insert are one step for that customer.
 */
export function buyersService({ repos, clock, strictPostalCode }: { repos: Repos; clock: Clock; strictPostalCode: boolean }) {
  const now = () => clock().toISOString();
  return {
    list: async (userId: number | undefined): Promise<Buyer[]> => (await repos.buyers.list(signedIn(userId))).map(buyerView),

    /** Adds a profile, or edits one of the customer's own (`id`). */
    async save(userId: number | undefined, input: BuyerInput): Promise<Buyer> {
      const owner = signedIn(userId);
      const fields = buyerFields(input, { strictPostalCode });
      if (input.id) {
        const row = await repos.buyers.update(input.id, owner, fields, now());
        if (!row) throw new AppError('BUYER_NOT_FOUND', 'id');
        return buyerView(row);
      }
      return repos.transaction(async (r) => {
        await r.orders.lockCustomer(owner);
        if ((await r.buyers.count(owner)) >= MAX_BUYERS) throw new AppError('BUYER_LIMIT', undefined, { max: MAX_BUYERS });
        return buyerView(await r.buyers.insert(owner, fields, now()));
      });
    },

    async remove(userId: number | undefined, id: number) {
      if (!(await repos.buyers.remove(id, signedIn(userId)))) throw new AppError('BUYER_NOT_FOUND', 'id');
      return { id };
    },
  };
}

export type BuyersService = ReturnType<typeof buyersService>;
