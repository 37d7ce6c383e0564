import { createContext, useContext, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import type { ProductInfo } from '../../shared/contracts/catalog.ts';
import type { PostItem, Service } from '../../shared/contracts/content.ts';
import { useSite } from '../shell/site.ts';
import { useLocale } from '../i18n/locale.ts';
import type { JsonLdNode, SeoContext } from './structured-data.ts';

type Builders = typeof import('./structured-data.ts');

/**
 * The structured-data builders, which the server provides for every render. The browser needs them only to write the
 * data of pages it renders itself, after a client-side navigation: client/shell/hydrate.tsx loads them when the first
 * one starts. A hydrated page keeps the server's text and loads nothing for it.
 */
export const StructuredDataContext = createContext<Builders | null>(null);

let loading: Promise<Builders> | undefined;
let loaded: Builders | null = null;
const waiting = new Set<() => void>();

/** Loads the builders once; every block shown then writes its page's data. */
export const loadStructuredData = () =>
  (loading ??= import('./structured-data-chunk.ts').then((builders) => {
    loaded = builders;
    for (const wake of waiting) wake();
    return builders;
  }));

const subscribe = (wake: () => void) => {
  waiting.add(wake);
  return () => void waiting.delete(wake);
};

/** The server's builders in a render there (and so while hydrating: none), the loaded ones in the browser after that. */
function useBuilders(): Builders | null {
  const provided = useContext(StructuredDataContext);
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => provided,
  );
}

/**
 * One structured-data block. It is data, not code: browsers never run it, so it needs no CSP nonce (and React does not
 * warn about it when it renders on the client). Until the browser has the builders the block is empty, which React
 * does not check when hydrating `dangerouslySetInnerHTML`: a hydrated page keeps the server's text, and React writes
 * nothing into it until the visitor's first navigation brings the builders (then each block its current data).
 */
export function JsonLd({ build }: { build: (builders: Builders) => JsonLdNode }) {
  const builders = useBuilders();
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: builders ? builders.jsonLdText(build(builders)) : '' }} />;
}

/** The page's origin, language and company name: what every builder in structured-data.ts needs. */
export function useSeoContext(): SeoContext {
  const { t } = useTranslation();
  return { origin: useSite().origin, locale: useLocale(), siteName: t('site.name') };
}

/** The company, with its phone and address in the page's language; the layouts put it on every page. */
export function OrganizationJsonLd() {
  const { t } = useTranslation();
  const seo = useSeoContext();
  // The back office's settings: the first phone, the address in the page's language, the social accounts.
  const { phones, address, social } = useSite().contact;
  const contact = { telephone: phones[0]?.href ?? '', streetAddress: address, locality: t('contact.city'), sameAs: social.map((s) => s.url) };
  return <JsonLd build={(b) => b.organizationJsonLd(seo, contact)} />;
}

/** The site and its search box, on the home page. */
export function WebSiteJsonLd() {
  const seo = useSeoContext();
  return <JsonLd build={(b) => b.webSiteJsonLd(seo)} />;
}

export function ProductJsonLd({ product }: { product: ProductInfo }) {
  const seo = useSeoContext();
  return <JsonLd build={(b) => b.productJsonLd(seo, product)} />;
}

export function PostJsonLd({ post }: { post: PostItem }) {
  const seo = useSeoContext();
  return <JsonLd build={(b) => b.blogPostingJsonLd(seo, post)} />;
}

export function ServiceJsonLd({ service }: { service: Service }) {
  const seo = useSeoContext();
  return <JsonLd build={(b) => b.serviceJsonLd(seo, service)} />;
}
