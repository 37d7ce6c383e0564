import { createHash } from 'node:crypto';

/** What a placement asks for: the cart's lines, where it goes, how it is paid and the payable the customer saw. */
export interface PlacementAsked {
  lines: { productItemId: number; count: number }[];
  deliveryId: number | null;
  /** Only when the delivery needs one: an address left on a pickup cart asks for nothing. */
  addressId: number | null;
  method: string;
  payableRial: number;
}

/**
 * A digest of a placement request, stored with its Idempotency-Key: a retry must ask for the same thing to get the first
 * order back. Lines are sorted, so the order they were added in does not matter.
 */
export function placementFingerprint(asked: PlacementAsked): string {
  const lines = asked.lines.map((l) => [l.productItemId, l.count]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const canonical = JSON.stringify([lines, asked.deliveryId, asked.addressId, asked.method, asked.payableRial]);
  return createHash('sha256').update(canonical).digest('base64url');
}
