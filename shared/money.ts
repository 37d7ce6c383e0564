/*
 * Money is stored as an integer of Rials; visitors and the operator read and type Toman (one Toman is ten Rials).
 * Every conversion between the two goes through here.
 */

export const RIALS_PER_TOMAN = 10;

/** Rials as the Toman a page shows: the nearest whole Toman. */
export const rialToToman = (rial: number) => Math.round(rial / RIALS_PER_TOMAN);

/** Toman typed by a person (a price, a filter, a minimum order) as the Rials the store keeps. */
export const tomanToRial = (toman: number) => toman * RIALS_PER_TOMAN;

/** Rials cut down to whole Toman, never up: a share of a price (a percent off) is never worth a fraction of a Toman. */
export const wholeTomanDown = (rial: number) => Math.floor(rial / RIALS_PER_TOMAN) * RIALS_PER_TOMAN;
