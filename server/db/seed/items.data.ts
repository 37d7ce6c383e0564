import { PERSIAN_DIGIT_RANGE } from '../../../shared/digits.ts';
import type { K } from './spec-keys.ts';
import type { Bi } from './types.ts';

/**
 * One variant of a demo product: its own name, price (null: on inquiry) and stock; its own values of the product's
 * keys (issue #33: the 4 kg model's capacity, the 4 mm model's lens) and the product's name made its own (`title`).
 */
export interface DemoItem {
  suffix: string;
  name: Bi;
  priceRial: number | null;
  stock: number;
  specs?: { readonly [k in keyof typeof K]?: Bi };
  title?: (productName: Bi) => Bi | null;
}

/** The product's name with its own weight put in place of the one it names ("… ۶ کیلوگرمی …" → "… ۴ کیلوگرمی …"). */
const weighing =
  (fa: string, n: number) =>
  ([nameFa, nameEn]: Bi): Bi | null => {
    const faWeight = new RegExp(`(?:[${PERSIAN_DIGIT_RANGE}]+|پنج) کیلوگرمی`);
    const enWeight = /\b\d+ kg\b/;
    return faWeight.test(nameFa) && enWeight.test(nameEn) ? [nameFa.replace(faWeight, `${fa} کیلوگرمی`), nameEn.replace(enWeight, `${n} kg`)] : null;
  };

const lens = (mm: string, faMm: string, priceRial: number, stock: number): DemoItem => ({
  suffix: `${mm.replace('.', '')}MM`,
  name: [`لنز ${faMm} میلی‌متر`, `${mm} mm lens`],
  priceRial,
  stock,
  specs: { lens: [`${faMm} میلی‌متر ثابت`, `${mm} mm fixed`] },
});
const kg = (n: number, fa: string, priceRial: number, stock: number): DemoItem => ({
  suffix: `${n}KG`,
  name: [`${fa} کیلوگرمی`, `${n} kg`],
  priceRial,
  stock,
  specs: { capacity: [`${fa} کیلوگرم`, `${n} kg`] },
  title: weighing(fa, n),
});
const single = (priceRial: number, stock: number): DemoItem => ({ suffix: '1', name: ['تکی', 'Single'], priceRial, stock });
const pack10 = (priceRial: number, stock: number): DemoItem => ({ suffix: '10', name: ['بسته ۱۰ عددی', 'Pack of 10'], priceRial, stock });
const temp = (c: number, fa: string, priceRial: number, stock: number): DemoItem => ({
  suffix: `${c}C`,
  name: [`${fa} درجه سانتی‌گراد`, `${c} °C`],
  priceRial,
  stock,
});

/**
 * The demo products sold in variants (about a third of the catalogue), by product id. Every other product is one item
 * with the product's own price and stock. A few variants are out of stock, so the picker shows both states.
 */
export const PRODUCT_VARIANTS: Readonly<Record<number, readonly DemoItem[]>> = {
  1: [lens('2.8', '۲٫۸', 45_000_000, 38), lens('4', '۴', 46_500_000, 0)],
  3: [lens('2.8', '۲٫۸', 52_000_000, 26), lens('3.6', '۳٫۶', 53_000_000, 9)],
  5: [lens('2.8', '۲٫۸', 13_500_000, 60), lens('3.6', '۳٫۶', 13_500_000, 25), lens('6', '۶', 14_200_000, 0)],
  6: [lens('2.8', '۲٫۸', 19_800_000, 44), lens('3.6', '۳٫۶', 20_200_000, 12)],
  19: [single(34_500_000, 48), pack10(330_000_000, 5)],
  20: [single(9_800_000, 60), pack10(93_000_000, 8)],
  27: [kg(4, '۴', 26_000_000, 30), kg(6, '۶', 32_000_000, 45), kg(12, '۱۲', 54_000_000, 12)],
  28: [kg(2, '۲', 39_000_000, 14), kg(5, '۵', 68_000_000, 20)],
  29: [kg(4, '۴', 11_500_000, 40), kg(6, '۶', 14_500_000, 60), kg(12, '۱۲', 24_500_000, 0)],
  33: [temp(68, '۶۸', 3_900_000, 60), temp(79, '۷۹', 4_100_000, 35)],
  34: [temp(68, '۶۸', 4_200_000, 55), temp(93, '۹۳', 4_600_000, 0)],
  35: [
    { suffix: '30M', name: ['قرقره ۳۰ متری', '30 m reel'], priceRial: 148_000_000, stock: 7 },
    { suffix: '20M', name: ['قرقره ۲۰ متری', '20 m reel'], priceRial: 132_000_000, stock: 4 },
  ],
  38: [
    { suffix: 'STD', name: ['استاندارد', 'Standard'], priceRial: 58_000_000, stock: 34 },
    { suffix: 'BAT', name: ['با باتری پشتیبان', 'With backup battery'], priceRial: 61_500_000, stock: 0 },
  ],
  41: [
    { suffix: 'WG', name: ['خروجی ویگاند', 'Wiegand output'], priceRial: 14_500_000, stock: 42 },
    { suffix: '485', name: ['خروجی RS485', 'RS485 output'], priceRial: 15_900_000, stock: 10 },
  ],
  44: [
    { suffix: 'STD', name: ['بدون براکت', 'Without bracket'], priceRial: 24_000_000, stock: 50 },
    { suffix: 'LZ', name: ['با براکت LZ', 'With LZ bracket'], priceRial: 26_500_000, stock: 20 },
  ],
  45: [
    { suffix: 'STD', name: ['بدون براکت', 'Without bracket'], priceRial: 46_000_000, stock: 6 },
    { suffix: 'LZ', name: ['با براکت LZ', 'With LZ bracket'], priceRial: 50_500_000, stock: 3 },
  ],
};
