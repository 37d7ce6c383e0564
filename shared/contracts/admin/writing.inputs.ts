import * as z from 'zod/mini';
import { normalizeDigits } from '../../validation.ts';
import { idParam } from '../inputs.ts';

/* The back office's post, testimonial and project forms: one schema for the browser and the server. */

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, 'TOO_LONG'));
const required = (max: number) => z.string().check(z.trim(), z.minLength(1, 'REQUIRED'), z.maxLength(max, 'TOO_LONG'));
const whole = (min: number, max: number) =>
  z.pipe(
    z.union([z.number(), z.pipe(z.string().check(z.trim(), z.minLength(1, 'REQUIRED')), z.transform((v) => Number(normalizeDigits(v))))]),
    z.number().check(z.int(), z.minimum(min), z.maximum(max)),
  );
/** A day, YYYY-MM-DD (either script's digits). */
const day = z.pipe(
  z.string().check(z.refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(normalizeDigits(v).trim()) && !Number.isNaN(Date.parse(normalizeDigits(v).trim())), 'DATE_FORMAT')),
  z.transform((v) => normalizeDigits(v).trim()),
);

export const post = z.object({
  id: z.optional(idParam),
  categoryId: idParam,
  nameFa: required(300),
  nameEn: required(300),
  summaryFa: text(1000),
  summaryEn: text(1000),
  /** Markdown (shared/markdown.ts). */
  bodyFa: required(50_000),
  bodyEn: required(50_000),
  publishedOn: day,
});

export const testimonial = z.object({
  id: z.optional(idParam),
  nameFa: required(200),
  nameEn: required(200),
  roleFa: text(200),
  roleEn: text(200),
  bodyFa: required(2000),
  bodyEn: required(2000),
  rating: whole(1, 5),
  sort: whole(0, 10_000),
});

export const project = z.object({
  id: z.optional(idParam),
  titleFa: required(300),
  titleEn: required(300),
  clientFa: text(200),
  clientEn: text(200),
  summaryFa: text(2000),
  summaryEn: text(2000),
  serviceLabel: required(100),
  completedOn: day,
});
