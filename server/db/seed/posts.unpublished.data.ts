import type { Bi } from './types.ts';

/**
 * Two posts the site does not show, so a newcomer sees a post's states in the back office: a draft, and one scheduled
 * `daysAhead` after the seed's clock (it appears by itself then). Not in POSTS: everything that lists the site's posts
 * (the blog, the sitemap, their tests) reads that list.
 */
export const UNPUBLISHED_POSTS: readonly { id: number; category: string; name: Bi; summary: Bi; body: Bi; daysAhead: number | 'draft' }[] = [
  {
    id: 901,
    category: 'cctv',
    name: ['پیش‌نویس: نگهداری سالانه دوربین‌ها', 'Draft: yearly care of your cameras'],
    summary: ['پیش‌نویسی که هنوز روی سایت نیست.', 'A draft, not on the site yet.'],
    body: ['لنز را تمیز کنید، زاویه را بازبینی کنید و ضبط را آزمایش کنید.', 'Clean the lens, check the angle and test the recording.'],
    daysAhead: 'draft',
  },
  {
    id: 902,
    category: 'fire-alarm',
    name: ['زمان‌بندی‌شده: آزمایش ماهانه اعلام حریق', 'Scheduled: the monthly fire alarm test'],
    summary: ['نوشته‌ای که یک هفته بعد خودش روی سایت می‌آید.', 'A post that appears on the site by itself a week on.'],
    body: ['هر ماه یک شستی را به صدا درآورید و پاسخ مرکز را ثبت کنید.', 'Each month sound one call point and note how the panel answers.'],
    daysAhead: 7,
  },
];
