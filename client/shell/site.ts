import { createContext, useContext } from 'react';

/** Facts about the site that the server decides and the browser reuses (sent with the hydration data). */
export interface SiteInfo {
  origin: string;
}

export const SiteContext = createContext<SiteInfo>({ origin: '' });
export const useSite = () => useContext(SiteContext);
