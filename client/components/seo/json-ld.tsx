import { useTranslation } from 'react-i18next';
import type { ProductInfo } from '../../../shared/contracts/catalog.ts';
import type { PostItem, Service } from '../../../shared/contracts/content.ts';
import { useSite } from '../../site.ts';
import { useLocale } from '../../locale.ts';
import {
  blogPostingJsonLd,
  jsonLdText,
  organizationJsonLd,
  productJsonLd,
  serviceJsonLd,
  type JsonLdNode,
  type SeoContext,
} from './structured-data.ts';

/**
 * One structured-data block. It is data, not code: browsers never run it, so it needs no CSP nonce (and React does not
 * warn about it when it renders on the client).
 */
export function JsonLd({ data }: { data: JsonLdNode }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

/** The page's origin, language and company name: what every builder in structured-data.ts needs. */
export function useSeoContext(): SeoContext {
  const { t } = useTranslation();
  return { origin: useSite().origin, locale: useLocale(), siteName: t('site.name') };
}

/** The company, with its phone and address in the page's language; the layouts put it on every page. */
export function OrganizationJsonLd() {
  const { t } = useTranslation();
  const contact = { telephone: t('contact.phoneHref'), streetAddress: t('contact.address'), locality: t('contact.city') };
  return <JsonLd data={organizationJsonLd(useSeoContext(), contact)} />;
}

export const ProductJsonLd = ({ product }: { product: ProductInfo }) => <JsonLd data={productJsonLd(useSeoContext(), product)} />;
export const PostJsonLd = ({ post }: { post: PostItem }) => <JsonLd data={blogPostingJsonLd(useSeoContext(), post)} />;
export const ServiceJsonLd = ({ service }: { service: Service }) => <JsonLd data={serviceJsonLd(useSeoContext(), service)} />;
