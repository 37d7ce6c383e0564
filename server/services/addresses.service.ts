import type { Clock } from '../lib/clock.ts';
import { AppError } from '../lib/errors.ts';
import type { AddressesRepo, AddressRow } from '../db/repos/addresses.repo.ts';
import type { Address, AddressInput, Province } from '../../shared/contracts/checkout.ts';
import { findCity, findProvince, provinces } from '../../shared/data/iran-provinces.ts';

/** More than any customer needs; a bound on what one account can write. */
export const MAX_ADDRESSES = 20;

export const addressView = (a: AddressRow): Address => ({
  id: a.id,
  receiverName: a.receiver_name,
  receiverMobile: a.receiver_mobile,
  province: a.province,
  city: a.city,
  street: a.line,
  postalCode: a.postal_code,
});

const signedIn = (userId: number | undefined): number => {
  if (userId === undefined) throw new AppError('LOGIN_REQUIRED');
  return userId;
};

/** A user's delivery addresses (`/api/address`): each belongs to its user only; province and city from the list. */
export function addressesService({ addresses, clock }: { addresses: AddressesRepo; clock: Clock }) {
  return {
    provinces: async (): Promise<Province[]> => provinces().map((p) => ({ id: p.id, fa: p.fa, en: p.en, cities: p.cities })),

    list: async (userId: number | undefined) => (await addresses.list(signedIn(userId))).map(addressView),

    async add(userId: number | undefined, input: AddressInput): Promise<Address> {
      const owner = signedIn(userId);
      if (!findProvince(input.province)) throw new AppError('PROVINCE_UNKNOWN', 'province');
      const place = findCity(input.province, input.city);
      if (!place) throw new AppError('CITY_UNKNOWN', 'city');
      if ((await addresses.count(owner)) >= MAX_ADDRESSES) throw new AppError('ADDRESS_LIMIT', undefined, { max: MAX_ADDRESSES });
      const row = await addresses.insert({
        user_id: owner,
        receiver_name: input.receiverName,
        receiver_mobile: input.receiverMobile,
        province: place.province,
        city: place.city,
        line: input.street,
        postal_code: input.postalCode,
        created_at: clock().toISOString(),
      });
      return addressView(row);
    },

    async remove(userId: number | undefined, id: number) {
      if (!(await addresses.remove(id, signedIn(userId), clock().toISOString()))) throw new AppError('ADDRESS_NOT_FOUND', 'id');
      return { id };
    },
  };
}

export type AddressesService = ReturnType<typeof addressesService>;
export { signedIn };
