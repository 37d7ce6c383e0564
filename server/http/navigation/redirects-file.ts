import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import type { ExtraRedirect } from './rules.ts';

const schema = z.array(
  z.object({
    from: z.string().startsWith('/'),
    to: z.string().min(1),
    status: z.union([z.literal(301), z.literal(302)]).optional(),
  }),
);

/** Reads the extra redirects file (a JSON list); a missing file means none, a malformed one stops the start. */
export function readRedirectsFile(file: string): ExtraRedirect[] {
  if (!existsSync(file)) return [];
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}
