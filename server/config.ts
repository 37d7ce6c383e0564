import { z } from 'zod';

/** The only reader of process.env: every setting is validated once at start, with a message that names the bad value. */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .min(1)
    .default('./data/negahban.sqlite')
    .refine((v) => !/^[a-z]+:\/\//i.test(v) || /^postgres(ql)?:\/\//.test(v), {
      message: 'must be a SQLite file path or a postgres:// URL',
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** Where generated demo pictures and uploads live: outside the web root, served through their own routes. */
  MEDIA_DIR: z.string().min(1).default('./data/media'),
  /** Extra redirects (JSON list of { from, to, status? }); a missing file means none. */
  REDIRECTS_FILE: z.string().min(1).default('./config/redirects.json'),
  /** Origin used in canonical URLs, sitemaps and structured data. */
  PUBLIC_ORIGIN: z.url().optional(),
});

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(env[String(i.path[0])])})`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
