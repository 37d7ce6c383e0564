import { useCallback } from 'react';
import { preload } from 'react-dom';
import { pictureUrl } from '../../shared/picture-url.ts';
import type { Picture as PictureData } from '../../shared/contracts/catalog.ts';

interface PictureProps {
  picture: PictureData | null;
  /** The `sizes` attribute: how wide the picture is drawn at each viewport width. */
  sizes: string;
  /** The first large picture of a page is fetched early and eagerly; everything else waits until it is near. */
  priority?: boolean;
  className?: string;
  /** Overrides the stored description: "" for a picture beside its own caption (a card), which would only repeat it. */
  alt?: string;
}

const PLACEHOLDER = '/images/placeholder.svg';

/** Swaps a picture that failed to load for the placeholder (so no broken-image icon is ever shown). */
function showPlaceholder(img: HTMLImageElement) {
  if (img.src.endsWith(PLACEHOLDER)) return;
  // A <source> outranks the <img>'s own address: it goes too, or the browser would keep asking for the broken file.
  img.parentElement?.querySelectorAll('source').forEach((source) => source.remove());
  img.removeAttribute('srcset');
  img.src = PLACEHOLDER;
}

/**
 * A responsive picture from the stored widths; a missing picture shows the placeholder, and so does one that fails
 * to load — also when it failed before the page hydrated (checked once the element is attached).
 */
export function Picture({ picture, sizes, priority = false, className, alt }: PictureProps) {
  const checkLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) showPlaceholder(img);
  }, []);
  if (!picture) return <img className={className} src={PLACEHOLDER} alt="" width={4} height={3} loading="lazy" />;
  const srcSet = (extension: string) => picture.widths.map((w) => `${pictureUrl(picture, w, extension)} ${w}w`).join(', ');
  const middle = picture.widths[Math.min(1, picture.widths.length - 1)];
  // React does not preload an <img> inside <picture>; the page's main picture is preloaded here, in AVIF (browsers
  // that cannot read AVIF skip a preload of that type and take the WebP).
  if (priority)
    preload(pictureUrl(picture, middle, 'avif'), { as: 'image', type: 'image/avif', imageSrcSet: srcSet('avif'), imageSizes: sizes, fetchPriority: 'high' });
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <img
        className={className}
        src={pictureUrl(picture, middle)}
        srcSet={srcSet(picture.extension)}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={alt ?? picture.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : 'auto'}
        ref={checkLoaded}
        onError={(e) => showPlaceholder(e.currentTarget)}
      />
    </picture>
  );
}
