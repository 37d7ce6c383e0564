import { sql, type Insertable, type Transaction } from 'kysely';
import type { Db } from '../db.ts';
import type { Database } from '../schema.ts';
import { BRANDS, CATEGORIES } from './catalog.data.ts';
import { DELIVERY_METHODS, POST_CATEGORIES, POSTS, PROJECTS, TESTIMONIALS } from './content.data.ts';
import { UNPUBLISHED_POSTS } from './posts.unpublished.data.ts';
import { categoryPicturePath, brandLogoPath, postPicturePath, projectPicturePath, servicePicturePath } from './pictures.ts';
import { PRODUCTS, PRODUCT_PICTURE, productPictures } from './products.data.ts';
import { PRODUCT_VARIANTS, type DemoItem } from './items.data.ts';
import type { K } from './spec-keys.ts';
import { syncProductSummaries } from '../repos/product-summary.ts';
import { SERVICES } from './services.data.ts';
import { zoneToColumn } from '../../../shared/delivery-zone.ts';
import { joinParagraphs } from './types.ts';
import { specKeyPlan } from './spec-key-rows.ts';
import { seedDemoQuote } from './quotes.seed.ts';
import { seedDemoQuestions } from './questions.seed.ts';
import { seedDemoCertifications } from './certifications.seed.ts';
import { seedDemoEquipment } from './equipment.seed.ts';
import { seedDemoReviews } from './reviews.seed.ts';
import { DEMO_SEO, seoRow } from './seo.data.ts';

export { demoPictures, MEDIA_WIDTHS, LOGO_SIZE, type DemoPicture, type DemoPictureFile, type PictureArt } from './pictures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** Tables the seed fills with explicit ids, in insertion order (parents before children). */
const SEEDED_TABLES = [
  'brands',
  'categories',
  'category_spec_keys',
  'products',
  'product_items',
  'product_pictures',
  'services',
  'post_categories',
  'posts',
  'testimonials',
  'projects',
  'delivery_methods',
] as const satisfies readonly (keyof Database)[];

/**
 * Fills an empty store with the demo catalogue and content, in one transaction. Does nothing (and returns false) when
 * the database already has products. Product times are spread over the months before `clock()`; post and project dates
 * are fixed, but for a draft and a post scheduled after `clock()`. Works on SQLite and PostgreSQL; on PostgreSQL the serial sequences are moved past the inserted ids.
 */
export async function seedDemoContent(db: Db, clock: () => Date): Promise<boolean> {
  const now = clock().getTime();
  return db.kysely.transaction().execute(async (trx) => {
    // Two processes seeding at once: the second waits here, then sees the products and skips.
    if (db.engine === 'postgres') await sql`lock table products in share row exclusive mode`.execute(trx);
    const existing = await trx.selectFrom('products').select('id').limit(1).executeTakeFirst();
    if (existing) return false;

    await insertRows(trx, 'brands', brandRows());
    await insertRows(trx, 'categories', categoryRows());
    const keys = specKeyPlan();
    await insertRows(trx, 'category_spec_keys', keys.rows);
    await insertRows(trx, 'products', productRows(now, keys));
    await insertRows(trx, 'product_items', itemRows(keys));
    // The items' summary (listings, sorting and search read the product row alone), by the rule every writer uses.
    await syncProductSummaries(trx, sql`true`);
    await insertRows(trx, 'product_pictures', pictureRows());
    await insertRows(trx, 'services', serviceRows());
    await insertRows(trx, 'post_categories', postCategoryRows());
    await insertRows(trx, 'posts', postRows(now));
    await insertRows(trx, 'testimonials', testimonialRows());
    await insertRows(trx, 'projects', projectRows());
    await insertRows(trx, 'delivery_methods', deliveryRows());
    await seedDemoQuote(trx, now);
    await seedDemoQuestions(trx, now);
    await seedDemoCertifications(trx, now);
    await seedDemoEquipment(trx, now);
    await seedDemoReviews(trx, now);
    // The customer-experience page's words, as an operator writes them in the back office's pages (issue 32).
    await trx
      .updateTable('site_pages')
      .set({
        body_fa: 'آنچه کارفرمایان ما پس از **تحویل پروژه** گفته‌اند، و پروژه‌هایی که در سال‌های گذشته طراحی و اجرا کرده‌ایم.',
        body_en: 'What our clients said once their **project was handed over**, and projects we have designed and installed over the years.',
      })
      .where('key', '=', 'customer-experience')
      .execute();
    // One redirect kept in the back office (issue 32), beside the redirects file's: an old price list's address.
    await trx
      .insertInto('redirects')
      .values({ from_path: '/price-list', from_key: '/price-list', to_target: '/st/catalog/', status: 301, updated_at: new Date(now).toISOString() })
      .execute();

    if (db.engine === 'postgres') {
      for (const table of SEEDED_TABLES) {
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(trx);
      }
    }
    return true;
  });
}

type SeededTable = (typeof SEEDED_TABLES)[number];

/** Inserts in slices, keeping each statement well under both engines' bound-parameter limits. */
async function insertRows<T extends SeededTable>(trx: Transaction<Database>, table: T, rows: Insertable<Database[T]>[]) {
  for (let i = 0; i < rows.length; i += 40) {
    // Kysely cannot relate a generic table name to its row type; the signature above keeps callers checked.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + 40) as never)
      .execute();
  }
}

const iso = (ms: number) => new Date(ms).toISOString();

function brandRows(): Insertable<Database['brands']>[] {
  return BRANDS.map((b) => ({
    id: b.id,
    label: b.label,
    name_fa: b.name[0],
    name_en: b.name[1],
    description_fa: b.description[0],
    description_en: b.description[1],
    logo: brandLogoPath(b.label),
    country_fa: b.country[0],
    country_en: b.country[1],
    sort: b.sort,
  }));
}

function categoryRows(): Insertable<Database['categories']>[] {
  return CATEGORIES.map((c) => ({
    id: c.id,
    parent_id: c.parentId,
    label: c.label,
    name_fa: c.name[0],
    name_en: c.name[1],
    description_fa: c.description[0],
    description_en: c.description[1],
    picture: c.kind ? categoryPicturePath(c.label) : null,
    sort: c.sort,
    active: 1,
  }));
}

/**
 * A demo item's cost: about three quarters of its price, whole thousands of Toman, and none for every seventh item, so
 * the stock report shows items whose cost is not known yet (the operator enters it, or the import carries it).
 */
const demoCost = (priceRial: number | null, id: number) => (priceRial === null || id % 7 === 0 ? null : Math.floor((priceRial * 0.74) / 10_000) * 10_000);

/**
 * Each demo product's items. A product without variants is one item carrying its own price and stock, with the
 * product's id; variants follow with ids after the last product's, in product order.
 */
function itemRows(keys: ReturnType<typeof specKeyPlan>): Insertable<Database['product_items']>[] {
  let nextId = Math.max(...PRODUCTS.map((p) => p.id)) + 1;
  return PRODUCTS.flatMap((p) => {
    const variants = PRODUCT_VARIANTS[p.id];
    if (!variants)
      return [
        {
          id: p.id,
          product_id: p.id,
          sku: p.code,
          name_fa: '',
          name_en: '',
          price_rial: p.priceRial,
          stock: p.stock,
          sort: 0,
          active: 1,
          cost_rial: demoCost(p.priceRial, p.id),
          specs: '[]',
          title_fa: '',
          title_en: '',
        },
      ];
    return variants.map((v, i) => {
      const id = i === 0 ? p.id : nextId++;
      return {
        id,
        product_id: p.id,
        sku: `${p.code}-${v.suffix}`,
        name_fa: v.name[0],
        name_en: v.name[1],
        price_rial: v.priceRial,
        stock: v.stock,
        sort: i,
        active: 1,
        cost_rial: demoCost(v.priceRial, id),
        ...itemOwn(keys, p, v),
      };
    });
  });
}

/** A model's own values and name (issue #33): the 4 kg extinguisher's capacity, the 4 mm camera's lens. */
function itemOwn(keys: ReturnType<typeof specKeyPlan>, p: (typeof PRODUCTS)[number], v: DemoItem) {
  const specs = Object.entries(v.specs ?? {}).flatMap(([name, bi]) => {
    const id = keys.keyIdByName(p.category, name as keyof typeof K);
    if (id === undefined) return [];
    const [fa, en] = keys.value(id, bi);
    return [{ key_id: id, value_fa: fa, value_en: en }];
  });
  const title = v.title?.(p.name);
  return { specs: JSON.stringify(specs), title_fa: title?.[0] ?? '', title_en: title?.[1] ?? '' };
}

function productRows(now: number, keys: ReturnType<typeof specKeyPlan>): Insertable<Database['products']>[] {
  const categoryId = new Map(CATEGORIES.map((c) => [c.label, c.id]));
  const brandId = new Map(BRANDS.map((b) => [b.label, b.id]));
  return PRODUCTS.map((p) => {
    // Spread the times over the working day rather than stamping every product at the same minute.
    const created = now - p.ageDays * DAY_MS - ((p.id * 97) % 540) * MINUTE_MS;
    const updated = Math.min(now, created + Math.floor(p.ageDays * 0.6) * DAY_MS);
    const category = categoryId.get(p.category);
    if (category === undefined) throw new Error(`product ${p.id}: unknown category ${p.category}`);
    const brand = p.brand === null ? null : brandId.get(p.brand);
    if (brand === undefined) throw new Error(`product ${p.id}: unknown brand ${p.brand}`);
    return {
      id: p.id,
      category_id: category,
      brand_id: brand,
      code: p.code,
      name_fa: p.name[0],
      name_en: p.name[1],
      label_fa: p.label[0],
      label_en: p.label[1],
      summary_fa: p.summary[0],
      summary_en: p.summary[1],
      description_fa: joinParagraphs(p.description[0]),
      description_en: joinParagraphs(p.description[1]),
      // Summed up from the items once they are in (syncProductSummaries).
      price_rial: null,
      stock: 0,
      specs: JSON.stringify(
        p.specs.map(([key, bi]) => {
          const id = keys.keyId(p.category, key);
          const [fa, en] = keys.value(id, bi);
          return { ...(id === undefined ? {} : { key_id: id }), key_fa: key[0], key_en: key[1], value_fa: fa, value_en: en };
        }),
      ),
      featured: p.featured ? 1 : 0,
      active: 1,
      created_at: iso(created),
      updated_at: iso(updated),
      ...seoRow(DEMO_SEO.products[p.id]),
    };
  });
}

function pictureRows(): Insertable<Database['product_pictures']>[] {
  return productPictures().map((pic) => ({
    id: pic.id,
    product_id: pic.productId,
    path: pic.path,
    width: PRODUCT_PICTURE.width,
    height: PRODUCT_PICTURE.height,
    alt_fa: pic.alt[0],
    alt_en: pic.alt[1],
    sort: pic.sort,
  }));
}

function serviceRows(): Insertable<Database['services']>[] {
  return SERVICES.map((s) => ({
    id: s.id,
    label: s.label,
    title_fa: s.title[0],
    title_en: s.title[1],
    summary_fa: s.summary[0],
    summary_en: s.summary[1],
    body_fa: joinParagraphs(s.body[0]),
    body_en: joinParagraphs(s.body[1]),
    picture: servicePicturePath(s.label),
    sort: s.sort,
  }));
}

function postCategoryRows(): Insertable<Database['post_categories']>[] {
  return POST_CATEGORIES.map((c) => ({ id: c.id, label: c.label, name_fa: c.name[0], name_en: c.name[1], sort: c.sort }));
}

function postRows(now: number): Insertable<Database['posts']>[] {
  const categoryId = new Map(POST_CATEGORIES.map((c) => [c.label, c.id]));
  const categoryOf = (p: { id: number; category: string }) => {
    const category = categoryId.get(p.category);
    if (category === undefined) throw new Error(`post ${p.id}: unknown category ${p.category}`);
    return category;
  };
  const unpublished = UNPUBLISHED_POSTS.map((p): Insertable<Database['posts']> => ({
    id: p.id,
    category_id: categoryOf(p),
    name_fa: p.name[0],
    name_en: p.name[1],
    summary_fa: p.summary[0],
    summary_en: p.summary[1],
    body_fa: p.body[0],
    body_en: p.body[1],
    picture: null,
    published_at: new Date(now + (p.daysAhead === 'draft' ? 0 : p.daysAhead) * 86_400_000).toISOString(),
    draft: p.daysAhead === 'draft' ? 1 : 0,
    announced_at: null,
  }));
  return POSTS.map((p): Insertable<Database['posts']> => {
    const category = categoryOf(p);
    return {
      id: p.id,
      category_id: category,
      name_fa: p.name[0],
      name_en: p.name[1],
      summary_fa: p.summary[0],
      summary_en: p.summary[1],
      body_fa: joinParagraphs(p.body[0]),
      body_en: joinParagraphs(p.body[1]),
      picture: postPicturePath(p.id),
      published_at: p.publishedAt,
      draft: 0,
      announced_at: p.publishedAt,
      ...seoRow(DEMO_SEO.posts[p.id]),
    };
  }).concat(unpublished);
}

function testimonialRows(): Insertable<Database['testimonials']>[] {
  return TESTIMONIALS.map((t) => ({
    id: t.id,
    name_fa: t.name[0],
    name_en: t.name[1],
    role_fa: t.role[0],
    role_en: t.role[1],
    body_fa: t.body[0],
    body_en: t.body[1],
    rating: t.rating,
    sort: t.sort,
  }));
}

function projectRows(): Insertable<Database['projects']>[] {
  return PROJECTS.map((p) => ({
    id: p.id,
    title_fa: p.title[0],
    title_en: p.title[1],
    client_fa: p.client[0],
    client_en: p.client[1],
    summary_fa: p.summary[0],
    summary_en: p.summary[1],
    service_label: p.serviceLabel,
    picture: projectPicturePath(p.id),
    completed_at: p.completedAt,
  }));
}

function deliveryRows(): Insertable<Database['delivery_methods']>[] {
  return DELIVERY_METHODS.map((d) => ({
    id: d.id,
    name_fa: d.name[0],
    name_en: d.name[1],
    description_fa: d.description[0],
    description_en: d.description[1],
    price_rial: d.priceRial,
    needs_address: d.needsAddress ? 1 : 0,
    rest_on_arrival: d.restOnArrival ? 1 : 0,
    zone: zoneToColumn(d.zone ?? null),
    sort: d.sort,
    active: 1,
  }));
}
