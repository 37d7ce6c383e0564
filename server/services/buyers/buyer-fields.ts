import { AppError } from '../../lib/errors.ts';
import type { BuyerFields, BuyerRow } from '../../db/repos/buyers.repo.ts';
import type { Buyer, BuyerInput } from '../../../shared/contracts/buyers.ts';
import {
  normalizeBuyerPostalCode,
  normalizeEconomicCode,
  normalizeLegalId,
  normalizeNationalCode,
  normalizePhone,
  normalizeRegistrationNo,
} from '../../../shared/validation.ts';

/* What a buyer profile keeps, from what the form sent: each id normalised, or a 400 naming the field. */

/** Each id as kept, or the refusal naming its field (a company's economic code and registration number are required). */
export function buyerFields(input: BuyerInput, { strictPostalCode }: { strictPostalCode: boolean }): BuyerFields {
  const company = input.kind === 'company';
  const nationalId = company ? normalizeLegalId(input.nationalId) : normalizeNationalCode(input.nationalId);
  if (!nationalId || (!company && nationalId.length !== 10)) throw new AppError('NATIONAL_ID_INVALID', 'nationalId', { kind: input.kind });
  let economicCode: string | null = null;
  let registrationNo: string | null = null;
  if (company) {
    if (!input.economicCode?.trim()) throw new AppError('REQUIRED', 'economicCode');
    economicCode = normalizeEconomicCode(input.economicCode);
    if (!economicCode) throw new AppError('ECONOMIC_CODE_INVALID', 'economicCode');
    if (!input.registrationNo?.trim()) throw new AppError('REQUIRED', 'registrationNo');
    registrationNo = normalizeRegistrationNo(input.registrationNo);
    if (!registrationNo) throw new AppError('REGISTRATION_NO_INVALID', 'registrationNo');
  }
  const postalCode = normalizeBuyerPostalCode(input.postalCode, strictPostalCode);
  if (!postalCode) throw new AppError('POSTAL_CODE_INVALID', 'postalCode');
  const phone = normalizePhone(input.phone);
  if (!phone) throw new AppError('PHONE_INVALID', 'phone');
  return {
    kind: input.kind,
    name: input.name.trim(),
    national_id: nationalId,
    economic_code: economicCode,
    registration_no: registrationNo,
    postal_code: postalCode,
    address: input.address.trim(),
    phone,
  };
}

export const buyerView = (b: BuyerRow): Buyer => ({
  id: b.id,
  kind: b.kind === 'company' ? 'company' : 'person',
  name: b.name,
  nationalId: b.national_id,
  economicCode: b.economic_code,
  registrationNo: b.registration_no,
  postalCode: b.postal_code,
  address: b.address,
  phone: b.phone,
});
