import { createContext, useContext } from 'react';
import { NO_CONTACT, type ShellContact } from '../../shared/site-contact.ts';

/** Facts about the site that the server decides and the browser reuses (sent with the hydration data). */
export interface SiteInfo {
  origin: string;
  /** How the company is reached, in the page's language (the back office's settings): the footer, the JSON-LD. */
  contact: ShellContact;
}

export const SiteContext = createContext<SiteInfo>({ origin: '', contact: NO_CONTACT });
export const useSite = () => useContext(SiteContext);
