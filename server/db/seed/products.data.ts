import { ACCESS_CONTROL_PRODUCTS } from './products.access-control.data.ts';
import { CCTV_PRODUCTS } from './products.cctv.data.ts';
import { FIRE_ALARM_PRODUCTS } from './products.fire-alarm.data.ts';
import { FIRE_EXTINGUISHING_PRODUCTS } from './products.fire-extinguishing.data.ts';
import type { Bi, DemoProduct } from './types.ts';

export const PRODUCTS: readonly DemoProduct[] = [...CCTV_PRODUCTS, ...FIRE_ALARM_PRODUCTS, ...FIRE_EXTINGUISHING_PRODUCTS, ...ACCESS_CONTROL_PRODUCTS];

/** Every product picture is stored at 960 × 720 (4:3) and served at these widths. */
export const PRODUCT_PICTURE = { width: 960, height: 720, widths: [320, 640, 960] } as const;

export interface DemoProductPicture {
  id: number;
  productId: number;
  /** 1 or 2: the first is the front view, the second a detail view with the model code. */
  n: 1 | 2;
  /** Media path without size and extension: `products/<id>-<n>`. */
  path: string;
  alt: Bi;
  sort: number;
}

/** Two pictures per product, numbered in product order. */
export function productPictures(): DemoProductPicture[] {
  return PRODUCTS.flatMap((p, i) =>
    ([1, 2] as const).map((n) => ({
      id: i * 2 + n,
      productId: p.id,
      n,
      path: `products/${p.id}-${n}`,
      alt: n === 1 ? ([p.name[0], p.name[1]] as const) : ([`${p.name[0]} — نمای دیگر`, `${p.name[1]} — another view`] as const),
      sort: n,
    })),
  );
}
