import type { Brand, Category, ProductPage, ProductSummary } from '../../shared/contracts/catalog.ts';

/*
 * What a card shows of an item, for the loaders of listings: a loader's answer goes into the page for hydrating it, so
 * text no card renders (a product's summary, a category's or brand's description) would be sent twice for nothing.
 */

export type ProductCardData = Omit<ProductSummary, 'summary'>;
export type CategoryCardData = Omit<Category, 'description'>;
export type BrandLogoData = Pick<Brand, 'id' | 'label' | 'name' | 'logo'>;

/** A card's picture is decorative (its name is the link's text: product-card.tsx, category-box.tsx), so its alternative
 * text stays home. */
export const productCard = ({ summary: _, ...card }: ProductSummary): ProductCardData => ({ ...card, picture: card.picture && { ...card.picture, alt: '' } });

export const categoryCard = ({ description: _, ...card }: Category): CategoryCardData => ({ ...card, picture: card.picture && { ...card.picture, alt: '' } });

export const brandLogo = ({ id, label, name, logo }: Brand): BrandLogoData => ({ id, label, name, logo });

/** A page of products with only what their cards show. */
export const productCardPage = (page: ProductPage) => ({ ...page, items: page.items.map(productCard) });
