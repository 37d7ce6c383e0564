import type { Bi } from './types.ts';

/** A page's own title and description (issue #32), as the back office's SEO fields hold them. */
export interface DemoSeo {
  title: Bi;
  description: Bi;
}

/**
 * A few demo pages with their own title and description, so a newcomer sees the SEO fields filled in on the form and
 * used by the page; every other page keeps its generated ones. Titles ≤ 70 characters, descriptions ≤ 160.
 */
export const DEMO_SEO: { products: Record<number, DemoSeo>; posts: Record<number, DemoSeo> } = {
  products: {
    30: {
      title: ['سیستم اطفای گازی FM-200 کیدی ۴۰ لیتری | قیمت و نصب', 'Kidde FM-200 Suppression System 40 L: Price and Installation'],
      description: [
        'اطفای حریق گازی FM-200 کیدی برای اتاق سرور و تابلو برق؛ طراحی، نصب و راه‌اندازی در سراسر ایران با گارانتی.',
        'Kidde FM-200 clean-agent suppression for server and switch rooms: design, installation and commissioning across Iran, under warranty.',
      ],
    },
    33: {
      title: ['اسپرینکلر آویز واکنش سریع ۶۸ درجه | خرید عمده', 'Quick-Response Pendent Sprinkler 68 °C: Wholesale'],
      description: [
        'اسپرینکلر آویز K80 با حباب ۶۸ درجه برای دفتر، هتل و فروشگاه؛ فروش تکی و عمده با ارسال به همهٔ شهرها.',
        'K80 pendent sprinkler with a 68 °C bulb for offices, hotels and shops; sold singly or in bulk, shipped to every city.',
      ],
    },
  },
  posts: {
    131: {
      title: ['چک‌لیست نگهداری اعلام حریق: ماهانه، فصلی، سالانه', 'Fire Alarm Maintenance Checklist: What to Check and When'],
      description: [
        'چه چیزی را هر ماه، هر فصل و هر سال در سیستم اعلام حریق بازدید کنیم؛ چک‌لیستی ساده برای مدیر ساختمان، آمادهٔ چاپ.',
        'What to test in a fire alarm system every month, quarter and year: a simple checklist for building managers, ready to print.',
      ],
    },
  },
};

/** The SEO columns of a seeded row: its demo values, or none (the page's generated ones). */
export const seoRow = (seo: DemoSeo | undefined) =>
  seo ? { seo_title_fa: seo.title[0], seo_title_en: seo.title[1], seo_description_fa: seo.description[0], seo_description_en: seo.description[1] } : {};
