import { createContext, useContext } from 'react';
import type { ShellContact } from '../../shared/site-contact.ts';

/** Facts about the site that the server decides and the browser reuses (sent with the hydration data). */
export interface SiteInfo {
  origin: string;
  /** How the company is reached, in the page's language (the back office's settings): the footer, the JSON-LD. */
  contact: ShellContact;
}

/** What the shell shows of a page rendered without settings (a test's tree): nothing rather than made-up values. */
const NO_CONTACT: ShellContact = { phones: [], address: '', social: [] };

export const SiteContext = createContext<SiteInfo>({ origin: '', contact: NO_CONTACT });
export const useSite = () => useContext(SiteContext);
