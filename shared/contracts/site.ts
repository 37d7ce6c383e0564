import { endpoint } from './endpoint.ts';
import type { SiteContact } from '../site-contact.ts';

const inputs = () => import('./site.inputs.ts');

/** `GET /api/site/contact` (issue 32): how the company is reached, in the caller's language (the contact page's loader). */
export const siteContracts = {
  contact: endpoint<SiteContact>()({ method: 'GET', path: '/api/site/contact', input: () => inputs().then((m) => m.none) }),
};
