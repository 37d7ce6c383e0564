import type { AdminDelivery, AdminDiscount } from '../../../shared/contracts/admin/commerce.ts';
import { rialToToman, tomanToRial } from '../../../shared/money.ts';
import { AppError } from '../../lib/errors.ts';
import { tehranDayEnd, tehranDayOf, tehranDayStart } from '../../../shared/tehran-day.ts';
import { parseZoneText, zoneFromColumn, zoneText, zoneToColumn } from '../../../shared/delivery-zone.ts';
import { adminRecords, type RecordsDeps } from './records.ts';

/* Rows come untyped from records.ts; integers may be strings on PostgreSQL (bigint). */
const num = (v: unknown) => Number(v);
const orNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Discount codes (issue #11): what the cart applies (checkout/discount-rules.ts), set by the operator. */
export function adminDiscounts(deps: RecordsDeps) {
  return adminRecords<AdminDiscount>(
    {
      table: 'discounts',
      entity: 'discount',
      order: [
        ['active', 'desc'],
        ['id', 'desc'],
      ],
      toRecord: (r) => ({
        id: r.id,
        code: String(r.code),
        kind: r.percent !== null ? 'percent' : 'amount',
        value: r.percent !== null ? num(r.percent) : rialToToman(num(r.amount_rial)),
        minOrderToman: rialToToman(num(r.min_order_rial)),
        validFrom: r.valid_from ? tehranDayOf(String(r.valid_from)) : null,
        validTo: r.valid_to ? tehranDayOf(String(r.valid_to)) : null,
        totalLimit: orNull(r.total_limit),
        perUserLimit: orNull(r.per_user_limit),
        active: num(r.active) === 1,
        usedCount: num(r.used_count),
      }),
      toRow: (d) => ({
        code: d.code,
        percent: d.kind === 'percent' ? d.value : null,
        amount_rial: d.kind === 'amount' ? tomanToRial(d.value) : null,
        min_order_rial: tomanToRial(d.minOrderToman),
        valid_from: d.validFrom ? tehranDayStart(d.validFrom) : null,
        valid_to: d.validTo ? tehranDayEnd(d.validTo) : null,
        total_limit: d.totalLimit,
        per_user_limit: d.perUserLimit,
        active: d.active ? 1 : 0,
      }),
      created: (now) => ({ used_count: 0, created_at: now }),
      async check(r, d) {
        const owner = await r.records.idWhere('discounts', 'code', d.code);
        if (owner !== undefined && owner !== d.id) throw new AppError('DISCOUNT_CODE_TAKEN', 'code');
      },
    },
    deps,
  );
}

/** The zone the form's text names, in stored spellings; a line that is no province or city of it is refused by name. */
function zoneOf(text: string) {
  const parsed = parseZoneText(text);
  if ('unknown' in parsed) throw new AppError('DELIVERY_ZONE_UNKNOWN', 'zone', { line: parsed.unknown });
  return parsed.zone;
}

/** Delivery methods (issue #11): what checkout offers; an order keeps its own copy, so edits never change past orders. */
export function adminDeliveries(deps: RecordsDeps) {
  return adminRecords<AdminDelivery>(
    {
      table: 'delivery_methods',
      entity: 'delivery',
      order: [
        ['sort', 'asc'],
        ['id', 'asc'],
      ],
      toRecord: (r) => ({
        id: r.id,
        nameFa: String(r.name_fa),
        nameEn: String(r.name_en),
        descriptionFa: String(r.description_fa),
        descriptionEn: String(r.description_en),
        priceToman: rialToToman(num(r.price_rial)),
        needsAddress: num(r.needs_address) === 1,
        restOnArrival: num(r.rest_on_arrival) === 1,
        zone: zoneText(zoneFromColumn(r.zone as string | null)),
        sort: num(r.sort),
        active: num(r.active) === 1,
      }),
      toRow: (d) => ({
        name_fa: d.nameFa,
        name_en: d.nameEn,
        description_fa: d.descriptionFa,
        description_en: d.descriptionEn,
        price_rial: tomanToRial(d.priceToman),
        needs_address: d.needsAddress ? 1 : 0,
        rest_on_arrival: d.restOnArrival ? 1 : 0,
        zone: zoneToColumn(zoneOf(d.zone)),
        sort: d.sort,
        active: d.active ? 1 : 0,
      }),
      async check(_r, d) {
        zoneOf(d.zone);
      },
    },
    deps,
  );
}
