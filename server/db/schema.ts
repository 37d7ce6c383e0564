import type { ColumnType, Generated } from 'kysely';

/**
 * The database as Kysely sees it, on SQLite and PostgreSQL alike. Conventions that keep both engines identical:
 * flags are integers 0/1, times are ISO-8601 UTC strings, money is an integer number of Rials, and visitor-facing text
 * has a `_fa` and an `_en` column.
 */
export interface Database {
  brands: BrandTable;
  categories: CategoryTable;
  products: ProductTable;
  product_items: ProductItemTable;
  product_pictures: ProductPictureTable;
  services: ServiceTable;
  post_categories: PostCategoryTable;
  posts: PostTable;
  testimonials: TestimonialTable;
  projects: ProjectTable;
  users: UserTable;
  sessions: SessionTable;
  otp_codes: OtpCodeTable;
  rate_limits: RateLimitTable;
  delivery_methods: DeliveryMethodTable;
  addresses: AddressTable;
  carts: CartTable;
  cart_lines: CartLineTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  payments: PaymentTable;
  order_events: OrderEventTable;
  test_payments: TestPaymentTable;
  discounts: DiscountTable;
  discount_uses: DiscountUseTable;
  uploads: UploadTable;
  contact_requests: ContactRequestTable;
  likes: LikeTable;
  product_search: ProductSearchTable;
  search_terms: SearchTermTable;
  search_meta: SearchMetaTable;
  audit_log: AuditLogTable;
  jobs: JobTable;
  failed_texts: FailedTextTable;
  operator_alerts: OperatorAlertTable;
  once_flags: OnceFlagTable;
  buyers: BuyerTable;
  invoices: InvoiceTable;
  invoice_counters: InvoiceCounterTable;
  quotes: QuoteTable;
  quote_versions: QuoteVersionTable;
  quote_events: QuoteEventTable;
  order_instalments: OrderInstalmentTable;
  redirects: RedirectTable;
  site_pages: SitePageTable;
  product_questions: ProductQuestionTable;
  product_certifications: ProductCertificationTable;
  product_reviews: ProductReviewTable;
  category_spec_keys: CategorySpecKeyTable;
  site_settings: SiteSettingTable;
  stock_alerts: StockAlertTable;
  search_log: SearchLogTable;
  service_rules: ServiceRuleTable;
  equipment: EquipmentTable;
  service_visits: ServiceVisitTable;
  service_reminders: ServiceReminderTable;
}

/** Optional text a crawler and a link preview read instead of the page's generated title and description (#32, 0030). */
type SeoText = ColumnType<string | null, string | null | undefined, string | null>;
/** Null: the page's own generated title or description. */
export interface SeoColumns {
  seo_title_fa: SeoText;
  seo_title_en: SeoText;
  seo_description_fa: SeoText;
  seo_description_en: SeoText;
}

export interface BrandTable extends SeoColumns {
  id: Generated<number>;
  label: string; // URL segment, Latin
  name_fa: string;
  name_en: string;
  description_fa: string;
  description_en: string;
  logo: string | null; // media file, e.g. "brands/hikvision.webp"
  country_fa: string;
  country_en: string;
  sort: number;
}

export interface CategoryTable extends SeoColumns {
  id: Generated<number>;
  parent_id: number | null; // the store's root is 42
  label: string; // URL segment, Latin, unique
  name_fa: string;
  name_en: string;
  description_fa: string;
  description_en: string;
  picture: string | null;
  sort: number;
  active: number;
}

export interface ProductTable extends SeoColumns {
  id: Generated<number>;
  category_id: number;
  brand_id: number | null;
  code: string; // the manufacturer's model code, e.g. "DS-2CD1043G2-I"
  name_fa: string;
  name_en: string;
  label_fa: string; // the text used in the product URL (spaces become hyphens)
  label_en: string;
  summary_fa: string;
  summary_en: string;
  description_fa: string;
  description_en: string;
  price_rial: number | null; // summary of the items: the lowest active item's price; null when all are on inquiry
  stock: number; // summary of the items: their total stock
  rating_sum: Generated<number>; // the approved reviews' ratings added up (0033), set in the deciding transaction
  rating_count: Generated<number>; // how many approved reviews (0033)
  specs: string; // JSON: [{ key_id?, key_fa, key_en, value_fa, value_en }] (key_id: a key of its category, 0035)
  featured: number;
  active: number;
  created_at: string;
  updated_at: string;
}

/** A variant of a product (4, 6 or 12 kg; a 2.8 or 4 mm lens): what is priced, stocked, carted and ordered. */
export interface ProductItemTable {
  id: Generated<number>;
  product_id: number;
  sku: string; // unique
  name_fa: string; // the variant's own name ("۶ کیلوگرمی"); empty for a product's only item
  name_en: string;
  price_rial: number | null; // null: price on inquiry (cannot be carted)
  stock: number; // never below zero
  sort: number;
  active: number;
  low_stock: Generated<number>; // listed as low stock at or under this (0011-admin)
  cost_rial: number | null; // what it cost the company, for the stock's value at cost (0024-item-cost)
  /** JSON: [{ key_id, value_fa, value_en }], this model's values for its category's keys (0035-spec-keys). */
  specs: Generated<string>;
  /** The product's name for this model ("… 4 kg …"); empty: the product's own (0035-spec-keys). */
  title_fa: Generated<string>;
  title_en: Generated<string>;
}

/** A specification key a category declares (issue #33, 0035): its products' rows line up by it in the comparison. */
export interface CategorySpecKeyTable {
  id: Generated<number>;
  category_id: number;
  name_fa: string;
  name_en: string;
  unit_fa: string;
  unit_en: string;
  sort: number;
}

export interface ProductPictureTable {
  id: Generated<number>;
  product_id: number;
  path: string; // media path without size and extension, e.g. "products/1-1"
  width: number;
  height: number;
  alt_fa: string;
  alt_en: string;
  sort: number;
}

export interface ServiceTable extends SeoColumns {
  id: Generated<number>;
  label: string; // e.g. "fire-alarm-system"
  title_fa: string;
  title_en: string;
  summary_fa: string;
  summary_en: string;
  body_fa: string;
  body_en: string;
  picture: string | null;
  sort: number;
}

export interface PostCategoryTable {
  id: Generated<number>;
  label: string;
  name_fa: string;
  name_en: string;
  sort: number;
}

export interface PostTable extends SeoColumns {
  id: Generated<number>;
  category_id: number;
  name_fa: string; // the title, also used for the URL
  name_en: string;
  summary_fa: string;
  summary_en: string;
  body_fa: string; // paragraphs separated by blank lines
  body_en: string;
  picture: string | null;
  /** From when the site shows it (ISO UTC); a time ahead is a scheduled post. */
  published_at: string;
  /** 1: a draft, on no page of the site. */
  draft: Generated<number>;
  /** When the minutely work announced that its time had come (null: not yet). */
  announced_at: string | null;
  /** The cover picture's alt text; empty: the title stands for it. */
  alt_fa: Generated<string>;
  alt_en: Generated<string>;
}

export interface TestimonialTable {
  id: Generated<number>;
  name_fa: string;
  name_en: string;
  role_fa: string;
  role_en: string;
  body_fa: string;
  body_en: string;
  rating: number; // 1..5
  sort: number;
}

export interface ProjectTable {
  id: Generated<number>;
  title_fa: string;
  title_en: string;
  client_fa: string;
  client_en: string;
  summary_fa: string;
  summary_en: string;
  service_label: string;
  picture: string | null;
  completed_at: string;
}

export interface UserTable {
  id: Generated<number>;
  mobile: string; // normalised "09xxxxxxxxx"
  full_name: string | null;
  email: string | null;
  password_hash: string | null; // scrypt, see server/services/auth/passwords.ts
  role: Generated<'customer' | 'staff' | 'admin'>;
  two_step: Generated<number>; // 1: a code at every login besides the password (auth state 3)
  review_invites: Generated<number>; // 1: texted an invitation to review what was delivered (0033); 0: said no
  created_at: string;
  service_reminders_off: Generated<number>; // 1: no service reminder texts (0037)
}

/** The factors a login proved: a texted code, a password, or both (two-step). '' for sessions older than 0014. */
export type LoginFactors = 'code' | 'password' | 'code+password' | '';

export interface SessionTable {
  id: string; // hash of the session token; the token itself lives only in the httpOnly cookie
  user_id: number;
  created_at: string;
  expires_at: string; // absolute: 30 days after login
  last_seen_at: string; // idle: the session dies 7 days after this (8 hours for staff)
  staff_verified_at: Generated<string | null>; // the back office's password was given in this session (0011-admin)
  login_factors: Generated<LoginFactors>; // what opened the session; only `code…` may enter the back office (0014)
}

export interface OtpCodeTable {
  id: Generated<number>;
  mobile: string;
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
  ip: string; // the address that asked for it (hourly per-IP limit)
  verified_at: string | null; // checked by checkOtp: may still open the registration that follows
}

/** A rate limit's budget for one subject (server/services/rate-limits.ts): points spent in the window ending at resets_at. */
export interface RateLimitTable {
  key: string; // `<limit name>:<subject>`, e.g. `otpPerIp:10.0.0.1`
  points: number;
  resets_at: string;
}

export interface DeliveryMethodTable {
  id: Generated<number>;
  name_fa: string;
  name_en: string;
  description_fa: string;
  description_en: string;
  price_rial: number;
  /** 0 for pickup at the office: checkout asks for no address. */
  needs_address: Generated<number>;
  /** 1 when `price_rial` is what is paid at checkout and the rest of the carrier's fee is settled on arrival (freight). */
  rest_on_arrival: Generated<number>;
  /** Where it delivers: a JSON list of provinces or cities (shared/delivery-zone.ts); null for all of Iran. */
  zone: string | null;
  sort: number;
  active: number;
}

export interface AddressTable {
  id: Generated<number>;
  user_id: number;
  receiver_name: string;
  receiver_mobile: string;
  province: string;
  city: string;
  line: string;
  postal_code: string;
  created_at: string;
  deleted_at: string | null; // removed by its owner; orders keep their own copy
}

export interface CartTable {
  id: Generated<number>;
  unique_id: string; // the cart identifier kept in the visitor's cookie
  user_id: number | null;
  delivery_id: number | null;
  address_id: number | null;
  created_at: string;
  updated_at: string;
  discount_id: number | null; // the discount code applied (type 7), checked again when the order is placed
  ordered_at: string | null; // the cart became an order: it is never shown or changed again
  checkout_at: Generated<string | null>; // first reached the checkout: its delivery chosen (0026), for the reports
}

export interface CartLineTable {
  id: Generated<number>;
  cart_id: number;
  product_item_id: number;
  count: number;
  created_at: string;
}

export interface OrderTable {
  id: Generated<number>;
  user_id: number;
  cart_id: number; // unique: placing the same cart twice returns the first order
  status: string; // OrderStatus (shared/order-status.ts)
  payment_method: string; // "online" | "cheque"
  delivery_id: number;
  address_id: number | null;
  items_rial: number;
  discount_rial: number;
  delivery_rial: number;
  total_rial: number; // items - discount + delivery: the payable
  discount_id: number | null;
  idempotency_key: string | null; // unique per user: a retried placement returns the first order
  locale: string; // the language the customer ordered in (SMS, payment return)
  mobile: string; // the customer's, for the SMS
  delivery_snapshot: string; // JSON { id, name_fa, name_en, price_rial, needs_address, rest_on_arrival }
  address_snapshot: string | null; // JSON { receiverName, receiverMobile, province, city, street, postalCode }
  payment_due_at: string | null; // unpaid (online), without a cheque or with its cheque unconfirmed by then: cancelled, stock returned
  cheque_sayad_id: string | null;
  cheque_amount_rial: number | null;
  cheque_due_date: string | null; // YYYY-MM-DD (Gregorian)
  cheque_at: string | null;
  tracking_code: Generated<string | null>; // the carrier's, given when the order is marked shipped (0013)
  idempotency_fingerprint: Generated<string | null>; // what the placement asked for, kept with its key (0015)
  cheque_review_due_at: Generated<string | null>; // a described cheque unchecked by then: the operator is texted (0015)
  operator_alerted_at: Generated<string | null>; // that text went out (set once, by the sweep that sent it) (0015)
  buyer_id: Generated<number | null>; // the buyer profile chosen at checkout ("invoice to") (0021)
  buyer_snapshot: Generated<string | null>; // JSON BuyerSnapshot: that profile as it was then (0021)
  vat_rate: Generated<number | null>; // the VAT terms the order was priced under; null: the defaults (0021)
  vat_included: Generated<number | null>;
  vat_rial: Generated<number>; // VAT charged on top (PRICES_INCLUDE_VAT=off), part of total_rial; 0 when included (0021)
  quote_id: Generated<number | null>; // the quote whose acceptance made this order; one live (not cancelled) order a quote (0032)
  review_invited_at: Generated<string | null>; // the invitation to review was claimed (set once, 0033)
  online_due_rial: Generated<number | null>; // what the gateway takes: null = the whole total; a quote's deposit (0022)
  created_at: string;
  updated_at: string;
}

export interface OrderLineTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null; // null: a quote's service line (installation, commissioning) (0022)
  product_item_id: number | null;
  name_fa: string;
  name_en: string;
  item_name_fa: string;
  item_name_en: string;
  unit_price_rial: number;
  count: number;
  sku: Generated<string | null>; // the item's code as ordered (0021)
  line_discount_rial: Generated<number>; // a quote's discount on the whole line (0022)
}

/** One state change of an order: the order page's timeline. */
export interface OrderEventTable {
  id: Generated<number>;
  order_id: number;
  status: string;
  note: string | null;
  at: string;
}

/** One attempt to pay an order online. */
export interface PaymentTable {
  id: Generated<number>;
  order_id: number;
  gateway: string;
  authority: string; // the gateway's reference for this attempt; unique
  amount_rial: number;
  status: string; // "pending" | "verifying" | "paid" | "late" (paid after the order was cancelled: refund due)
  ref_id: string | null;
  card_pan: string | null;
  note: string | null; // the gateway's last answer when it was not a payment
  created_at: string;
  verified_at: string | null;
  claimed_at: Generated<string | null>; // when its verification was claimed (0012): a stale claim is re-verified
}

/** The test gateway's own record of a payment (server/integrations/payment/test-gateway.ts). */
export interface TestPaymentTable {
  authority: string;
  amount_rial: number;
  callback_url: string;
  description: string;
  order_id: string;
  state: string; // "pending" | "paid" | "cancelled"
  verified: number;
  created_at: string;
}

/** A discount code: a percent or a fixed Rial amount off the items, within its dates and limits. */
export interface DiscountTable {
  id: Generated<number>;
  code: string; // upper case
  percent: number | null;
  amount_rial: number | null;
  min_order_rial: number;
  valid_from: string | null;
  valid_to: string | null;
  total_limit: number | null;
  per_user_limit: number | null;
  used_count: number; // uses by orders not cancelled
  active: number;
  created_at: string;
}

export interface DiscountUseTable {
  id: Generated<number>;
  discount_id: number;
  user_id: number;
  order_id: number;
  created_at: string;
}

export interface UploadTable {
  id: Generated<number>;
  guid_name: string;
  original_name: string;
  extension: string;
  mime: string;
  size: number;
  kind: string; // "file" | "picture"
  ip: string;
  created_at: string;
}

export interface ContactRequestTable {
  id: Generated<number>;
  group_id: number; // contactUsGroupId, default 1
  full_name: string;
  mobile: string;
  email: string | null;
  title: string | null;
  body: string;
  file_id: number | null;
  send_date: string | null;
  locale: string;
  ip: string;
  product_id: number | null; // the product a price inquiry was about
  status: string; // "new" | "called" | "visited" | "closed"
  note: string | null;
  created_at: string;
}

export interface LikeTable {
  user_id: number;
  product_id: number;
  created_at: string;
}

/** A customer's "text me when it is back" on an item (issue #32); `due` once the item came back, until texted. */
export interface StockAlertTable {
  user_id: number;
  product_item_id: number;
  locale: string; // "fa" | "en"
  created_at: string;
  due: Generated<number>; // 0 | 1
}

/**
 * The text search sees for one active product, normalised (shared/search/normalize.ts): words separated by single
 * spaces, both languages. Written only by the search repository (reindex). The engine index sits beside it: an FTS5
 * table `product_fts` on SQLite, a `document` tsvector column on PostgreSQL (neither is typed here; raw SQL only).
 */
export interface ProductSearchTable {
  product_id: number;
  name_fa: string;
  name_en: string;
  code: string; // the code's words and its compact form: "ds 2cd1043g2 i ds2cd1043g2i"
  code_compact: string; // "ds2cd1043g2i", for the exact-code rank
  brand: string; // the brand's names and label
  category: string; // the names of the category and its parents below the store root
  summary_fa: string;
  summary_en: string;
}

/** Every distinct indexed word and how many products use it: the vocabulary for typo correction and prefix checks. */
export interface SearchTermTable {
  term: string;
  docs: number;
}

/** Small facts about the search index, such as the version of the rules it was built with. */
export interface SearchMetaTable {
  key: string;
  value: string;
}

/** One change made in the back office (0011-admin): who, when, what, and the record before and after, as JSON. */
export interface AuditLogTable {
  id: Generated<number>;
  user_id: number | null;
  action: string; // "product.update", "stock.adjust", "role.grant"…
  entity: string; // "product", "product_item", "user"…
  entity_id: string | null;
  before_json: string | null;
  after_json: string | null;
  reason: string | null;
  ip: string;
  created_at: string;
}

/** The in-process job runner's queue (SQLite); PostgreSQL keeps its jobs in graphile-worker's schema. */
export interface JobTable {
  id: Generated<number>;
  task: string;
  payload: string; // JSON
  job_key: string | null; // at most one pending job a key
  run_at: string;
  attempts: number; // tries made so far
  max_attempts: number;
  last_error: string | null;
  locked_at: string | null; // set while a try runs
  created_at: string;
}

/** A text the queue gave up on (the back office lists them). */
export interface FailedTextTable {
  id: Generated<number>;
  mobile_masked: string;
  kind: string; // 'code', or the message key (orderPaid, operatorChequeReview…)
  error: string;
  attempts: number;
  failed_at: string;
}

/** When an operator alert was last texted (once in its window, across workers). */
export interface OperatorAlertTable {
  repeat_key: string;
  sent_at: string;
}

/** Searches per normalised query and Tehran day (0026): no address, session or user is kept; swept after 90 days. */
export interface SearchLogTable {
  query: string;
  day: string; // YYYY-MM-DD, Tehran's
  count: number;
  found_nothing: Generated<number>; // how many of those searches found nothing
}

/** Something done once, by name (migration 0019): ADMIN_MOBILE's grant. */
export interface OnceFlagTable {
  key: string;
  done_at: string;
}

/** A customer's buyer profile for the official invoice (issue #31): a person or a company. */
export interface BuyerTable {
  id: Generated<number>;
  user_id: number;
  kind: string; // "person" | "company"
  name: string; // full name, or the registered name
  national_id: string; // national code (10 digits) or a legal person's national id (11)
  economic_code: string | null;
  registration_no: string | null;
  postal_code: string;
  address: string;
  phone: string;
  created_at: string;
  updated_at: string;
}

/** A customer's request for a priced offer (issue 31); its pricings are `quote_versions`. */
export interface QuoteTable {
  id: Generated<number>;
  user_id: number;
  status: string; // QuoteStatus (shared/quote-status.ts)
  buyer_id: number | null; // the buyer profile to invoice (no foreign key: the buyer profiles' table is another branch's)
  description: string;
  company: string; // the organisation or project, as the customer names it
  asked_lines: string; // JSON [{ productItemId, count }]
  file_id: number | null; // an upload (the checked upload pipeline)
  province: string;
  city: string;
  visit_date: string | null; // YYYY-MM-DD, the wished visit day
  locale: string;
  mobile: string;
  version: number; // the latest saved pricing, 0 before the first
  sent_version: number | null;
  sent_at: string | null;
  valid_until: string | null; // the sent version's end of validity (an instant)
  order_id: number | null; // unique: the one order its acceptance made
  created_at: string;
  updated_at: string;
}

/** An invoice or a credit note, as issued: it never changes (issue #31). */
export interface InvoiceTable {
  id: Generated<number>;
  order_id: number;
  kind: string; // "invoice" | "credit"
  number: string; // YYYY-NNNNNN (Jalali year, then its sequence)
  year: number;
  seq: number;
  issued_at: string;
  cancels_id: number | null;
  official: number;
  body: string; // JSON: seller, buyer, lines, totals
}

/** The last number taken in a Jalali year, advanced in the issuing transaction. */
export interface InvoiceCounterTable {
  year: number;
  n: number;
}

export interface QuoteVersionTable {
  id: Generated<number>;
  quote_id: number;
  version: number;
  lines: string; // JSON QuoteLine[] with names and amounts as priced
  delivery_rial: number;
  total_rial: number;
  valid_days: number;
  terms: string; // JSON QuoteTerms
  note: string | null;
  created_by: number | null;
  created_at: string;
}

export interface QuoteEventTable {
  id: Generated<number>;
  quote_id: number;
  kind: string; // requested | priced | sent | comment | accepted | declined | expired | reopened (its order cancelled)
  by: string; // customer | operator | system
  version: number | null;
  message: string | null;
  at: string;
}

/** One part of how a quote's order is paid: the deposit online, or one Sayad cheque. */
export interface OrderInstalmentTable {
  id: Generated<number>;
  order_id: number;
  seq: number;
  kind: string; // deposit | cheque
  amount_rial: number;
  due_date: string | null; // YYYY-MM-DD (cheques)
  status: string; // open | described | settled (deposit paid, cheque confirmed)
  sayad_id: string | null;
  described_at: string | null;
  settled_at: string | null;
  reminded_at: string | null; // the customer's reminder 3 days before (set once, by the sweep that sent it)
  overdue_alerted_at: string | null; // the operator's alert once past due unconfirmed
}

/** A redirect the operator keeps in the back office (issue 32), beside REDIRECTS_FILE's. */
export interface RedirectTable {
  id: Generated<number>;
  from_path: string; // as the operator wrote it, locale-less
  from_key: string; // as the navigation rules compare it; unique
  to_target: string; // a locale-less local path or an absolute http(s) URL
  status: number; // 301 or 302
  updated_at: string;
}

/** A page the operator edits (issue 32): `home`, `about`, `customer-experience`; an empty text: the built-in words. */
export interface SitePageTable {
  id: Generated<number>;
  key: string;
  title_fa: Generated<string>;
  title_en: Generated<string>;
  body_fa: Generated<string>; // Markdown (shared/markdown.ts); the home page's hero text
  body_en: Generated<string>;
  picture: string | null; // the home page's hero picture (media path without size and extension)
  featured: string | null; // the home page's JSON { products: number[], categories: number[] }, in order; null: the default
}

/** A customer's question about a product (issue 33): pending until the operator answers (shown) or rejects it. */
export interface ProductQuestionTable {
  id: Generated<number>;
  product_id: number;
  user_id: number;
  locale: string; // the asker's language: the answer's text is sent in it
  question: string;
  status: Generated<string>; // pending | answered | rejected
  answer: string | null;
  answered_by: number | null;
  answered_at: string | null;
  created_at: string;
}

/** A certificate a product holds (issue 33, migration 0036): the standard, who issued it, until when, its file. */
export interface ProductCertificationTable {
  id: Generated<number>;
  product_id: number;
  standard: string;
  issuer_fa: string;
  issuer_en: string;
  number: Generated<string>;
  valid_until: string | null; // the last Tehran day it is valid, YYYY-MM-DD; null: no end
  upload_id: number | null;
  sort: Generated<number>;
  expiry_noted_at: string | null; // set once by the timed work after valid_until passed (the pages are cleared)
  created_at: string;
}

/** One group of the site's settings (issue 32): `contact` or `seller`, a JSON document saved whole from the back office. */
export interface SiteSettingTable {
  key: string;
  value: string; // JSON, as services/site-settings.service.ts writes it
  updated_at: string;
  updated_by: number | null; // the staff member who saved it last
}

/** What a category's or a product's equipment needs, every so many months (issue #34, 0037). One target of the two. */
export interface ServiceRuleTable {
  id: Generated<number>;
  category_id: number | null;
  product_id: number | null;
  name_fa: string;
  name_en: string;
  interval_months: number;
  created_at: string;
  updated_at: string;
}

/** A customer's installed equipment (0037): from a delivered order's line (once) or added by them. Dates YYYY-MM-DD. */
export interface EquipmentTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  address_id: number | null; // the site; null: a pickup order's, until the customer names one
  count: number;
  installed_on: string;
  last_serviced_on: string | null;
  order_line_id: number | null; // unique: a line registers once
  locale: string; // the language its texts are written in
  created_at: string;
  updated_at: string;
}

/** A booked service visit (0037): `requested` → `confirmed` → `done`, or `cancelled` with a reason. One open a piece and service. */
export interface ServiceVisitTable {
  id: Generated<number>;
  equipment_id: number;
  rule_id: number;
  date: string; // YYYY-MM-DD
  window: string; // "morning" | "afternoon"
  status: string;
  reason: string | null;
  done_on: string | null;
  created_at: string;
  updated_at: string;
}

/** A reminder text claimed (0037): its key (equipment, rule, due date, kind) makes it once. */
export interface ServiceReminderTable {
  equipment_id: number;
  rule_id: number;
  due_on: string;
  kind: string; // "before" | "due"
  sent_at: string;
}

/** A verified buyer's review of a product (issue 33): pending until the operator approves (shown) or rejects it. */
export interface ProductReviewTable {
  id: Generated<number>;
  product_id: number;
  user_id: number; // unique with product_id: a second post edits the review
  rating: number; // 1-5
  text: string;
  status: Generated<string>; // pending | approved | rejected
  reason: string | null; // the operator's reason for a rejection (the customer's to read, never shown)
  reply: string | null; // the operator's public reply
  decided_by: number | null;
  decided_at: string | null;
  posted_at: string; // the customer's last writing of it
}
