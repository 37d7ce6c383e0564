import type { Request } from 'express';
import type { Config } from '../config.ts';

/** The origin for absolute URLs (canonical, sitemap, downloads): the configured public one, else the request's own. */
export const siteOrigin = (config: Pick<Config, 'PUBLIC_ORIGIN'>, req: Pick<Request, 'protocol' | 'get'>) =>
  (config.PUBLIC_ORIGIN ?? `${req.protocol}://${req.get('host')}`).replace(/\/+$/, '');
