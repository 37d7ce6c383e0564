import { recordContracts } from './records.ts';
import type { SeoFields } from './seo.ts';

export interface AdminPost extends SeoFields {
  id?: number;
  categoryId: number;
  nameFa: string;
  nameEn: string;
  summaryFa: string;
  summaryEn: string;
  /** Markdown, shown on the site as shared/markdown.ts reads it. */
  bodyFa: string;
  bodyEn: string;
  /** A draft is on no page; "now" publishes at the save (a saved post reads "at"); "at" from the day and time below. */
  state: PostState;
  /** YYYY-MM-DD, Tehran's. */
  publishedOn: string;
  /** HH:MM, Tehran's. */
  publishedTime: string;
  /** The cover picture's words in each language; empty: the title stands for it. */
  altFa: string;
  altEn: string;
  /** The cover as the back office shows it (its smallest width); null: none. */
  pictureUrl?: string | null;
  /** A picture just uploaded to become the cover; absent: the cover stays as it is. */
  pictureUploadId?: number | null;
}

export const POST_STATES = ['draft', 'now', 'at'] as const;
export type PostState = (typeof POST_STATES)[number];

export interface AdminTestimonial {
  id?: number;
  nameFa: string;
  nameEn: string;
  roleFa: string;
  roleEn: string;
  bodyFa: string;
  bodyEn: string;
  rating: number;
  sort: number;
}

export interface AdminProject {
  id?: number;
  titleFa: string;
  titleEn: string;
  clientFa: string;
  clientEn: string;
  summaryFa: string;
  summaryEn: string;
  /** The service it was (services.label). */
  serviceLabel: string;
  /** YYYY-MM-DD. */
  completedOn: string;
}

const inputs = () => import('./writing.inputs.ts');

/** Blog posts (issue #11), newest first, written in Markdown. */
export const adminPostContracts = recordContracts<AdminPost>()('post', () => inputs().then((m) => m.post));
/** Customers' testimonials. */
export const adminTestimonialContracts = recordContracts<AdminTestimonial>()('testimonial', () => inputs().then((m) => m.testimonial));
/** Projects done. */
export const adminProjectContracts = recordContracts<AdminProject>()('project', () => inputs().then((m) => m.project));
