import type { Block } from '../markdown.ts';
import { endpoint } from './endpoint.ts';
import type { Brand, Category, PageSeo, Picture, ProductSummary } from './catalog.ts';

export interface PostCategory {
  id: number;
  label: string;
  name: string;
  postCount: number;
}

export interface PostSummary {
  id: number;
  name: string;
  summary: string;
  picture: Picture | null;
  publishedAt: string;
  category: { id: number; label: string; name: string };
}

export interface PostItem extends PostSummary, PageSeo {
  /** The name in each language, for the page's alternates. */
  names: { fa: string; en: string };
  /** Written in Markdown, parsed on the server (shared/markdown.ts); rendered as elements, never as HTML. */
  body: Block[];
  readingMinutes: number;
}

/** A service as lists show it; the page of one service adds its body. */
export interface ServiceSummary {
  id: number;
  label: string;
  title: string;
  summary: string;
  picture: Picture | null;
}

export interface Service extends ServiceSummary, PageSeo {
  /** Written in Markdown, as a post's body (shared/markdown.ts). */
  body: Block[];
}

export interface Testimonial {
  id: number;
  name: string;
  role: string;
  body: string;
  rating: number;
}

export interface Project {
  id: number;
  title: string;
  client: string;
  summary: string;
  serviceLabel: string;
  picture: Picture | null;
  completedAt: string;
}

/** What the top of the home page needs; latest posts and testimonials are fetched on their own (below the fold). */
/** The pages the operator edits in the back office (issue 32). */
export const SITE_PAGE_KEYS = ['home', 'about', 'customer-experience'] as const;
export type SitePageKey = (typeof SITE_PAGE_KEYS)[number];

/**
 * One of them as the visitor's language has it: null title and an empty body where the operator left the built-in
 * words (the page then shows its own from locales/). The home page's body is its hero text, its picture the hero's.
 */
export interface SitePage {
  title: string | null;
  body: Block[];
  picture: Picture | null;
}

export interface HomeContent {
  /** The operator's hero; null when none was written (the page's built-in words: and fewer bytes in every home page). */
  hero: SitePage | null;
  services: ServiceSummary[];
  categories: Category[];
  featured: ProductSummary[];
  brands: Brand[];
}

export interface PostPage {
  items: PostSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** Input schemas load on first use: the server validates with them, and the browser, which only needs paths and
 * types, never downloads the validation library. */
const inputs = () => import('./content.inputs.ts');

export const contentContracts = {
  postItem: endpoint<PostItem>()({ method: 'GET', path: '/api/post/postItem', input: () => inputs().then((m) => m.postItem) }),
  posts: endpoint<PostPage>()({
    method: 'GET',
    path: '/api/post/list',
    input: () => inputs().then((m) => m.posts),
  }),
  relatedPosts: endpoint<PostSummary[]>()({
    method: 'GET',
    path: '/api/post/related',
    input: () => inputs().then((m) => m.relatedPosts),
  }),
  postCategories: endpoint<PostCategory[]>()({ method: 'GET', path: '/api/post/categories', input: () => inputs().then((m) => m.postCategories) }),
  services: endpoint<ServiceSummary[]>()({ method: 'GET', path: '/api/service/list', input: () => inputs().then((m) => m.services) }),
  serviceItem: endpoint<Service>()({ method: 'GET', path: '/api/service/serviceItem', input: () => inputs().then((m) => m.serviceItem) }),
  home: endpoint<HomeContent>()({ method: 'GET', path: '/api/home', input: () => inputs().then((m) => m.home) }),
  testimonials: endpoint<Testimonial[]>()({ method: 'GET', path: '/api/content/testimonials', input: () => inputs().then((m) => m.testimonials) }),
  sitePage: endpoint<SitePage>()({ method: 'GET', path: '/api/content/page', input: () => inputs().then((m) => m.sitePage) }),
  customerExperience: endpoint<{ intro: SitePage; testimonials: Testimonial[]; projects: Project[] }>()({
    method: 'GET',
    path: '/api/content/customerExperience',
    input: () => inputs().then((m) => m.customerExperience),
  }),
};
