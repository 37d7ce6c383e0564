import { endpoint } from './endpoint.ts';
import * as z from 'zod/mini';
import { countParam, idParam, labelParam } from './inputs.ts';
import type { Brand, Category, Picture, ProductSummary } from './catalog.ts';

export interface PostCategory { id: number; label: string; name: string; postCount: number }

export interface PostSummary {
  id: number;
  name: string;
  summary: string;
  picture: Picture | null;
  publishedAt: string;
  category: { id: number; label: string; name: string };
}

export interface PostItem extends PostSummary {
  /** The name in each language, for the page's alternates. */
  names: { fa: string; en: string };
  body: string[];
  readingMinutes: number;
}

export interface Service {
  id: number;
  label: string;
  title: string;
  summary: string;
  body: string[];
  picture: Picture | null;
}

export interface Testimonial { id: number; name: string; role: string; body: string; rating: number }

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
export interface HomeContent {
  services: Service[];
  categories: Category[];
  featured: ProductSummary[];
  brands: Brand[];
}

export interface PostPage { items: PostSummary[]; total: number; page: number; pageSize: number }

export const contentContracts = {
  postItem: endpoint<PostItem>()({ method: 'GET', path: '/api/post/postItem', input: z.object({ id: idParam }) }),
  posts: endpoint<PostPage>()({
    method: 'GET',
    path: '/api/post/list',
    input: z.object({
      categoryId: z.optional(idParam),
      page: countParam(10_000, 1),
      pageSize: countParam(48, 9),
    }),
  }),
  relatedPosts: endpoint<PostSummary[]>()({
    method: 'GET',
    path: '/api/post/related',
    input: z.object({ id: idParam, limit: countParam(12, 3) }),
  }),
  postCategories: endpoint<PostCategory[]>()({ method: 'GET', path: '/api/post/categories', input: z.object({}) }),
  services: endpoint<Service[]>()({ method: 'GET', path: '/api/service/list', input: z.object({}) }),
  serviceItem: endpoint<Service>()({ method: 'GET', path: '/api/service/serviceItem', input: z.object({ label: labelParam }) }),
  home: endpoint<HomeContent>()({ method: 'GET', path: '/api/home', input: z.object({}) }),
  testimonials: endpoint<Testimonial[]>()({ method: 'GET', path: '/api/content/testimonials', input: z.object({}) }),
  customerExperience: endpoint<{ testimonials: Testimonial[]; projects: Project[] }>()({
    method: 'GET',
    path: '/api/content/customerExperience',
    input: z.object({}),
  }),
};
