import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import type { Picture as PictureData } from '../../shared/contracts/catalog.ts';
import { Picture } from '../ui/picture.tsx';
import { formatNumber } from '../../shared/format.ts';
import { useLocale } from '../i18n/locale.ts';

// The zoom view opens on a tap: it is neither rendered nor loaded before the first one.
const GalleryZoom = lazy(() => import('./gallery-zoom.tsx').then((m) => ({ default: m.GalleryZoom })));

/** Brings one slide of a scrolling strip into view, whichever way the page runs (RTL strips scroll to negative offsets). */
export function scrollToSlide(strip: HTMLElement | null, index: number, behavior: ScrollBehavior) {
  const slide = strip?.children[index];
  if (!strip || !slide) return;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  strip.scrollBy({ left: slide.getBoundingClientRect().left - strip.getBoundingClientRect().left, behavior: reduced ? 'instant' : behavior });
}

/**
 * The product's pictures: a strip that swipes natively (scroll snapping: no gesture code of ours), thumbnails that move
 * it, and a zoom view. The first picture is the page's main image (preloaded); the others load as they come near.
 */
export function Gallery({ pictures, name }: { pictures: PictureData[]; name: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [zoomedOnce, setZoomedOnce] = useState(false);

  // Which picture a swipe left in view: the thumbnails and the zoom follow it.
  useEffect(() => {
    const el = strip.current;
    if (!el || pictures.length < 2) return;
    const seen = new IntersectionObserver(
      (entries) => entries.forEach((e) => e.isIntersecting && setCurrent(Number((e.target as HTMLElement).dataset.index))),
      { root: el, threshold: 0.6 },
    );
    Array.from(el.children).forEach((slide) => seen.observe(slide));
    return () => seen.disconnect();
  }, [pictures]);

  const show = (index: number, behavior: ScrollBehavior = 'smooth') => {
    setCurrent(index);
    scrollToSlide(strip.current, index, behavior);
  };
  const zoom = (index: number) => {
    setCurrent(index);
    setZoomedOnce(true);
    setZoomed(true);
  };

  return (
    <div className="gallery">
      <div className="gallery__main" ref={strip}>
        {(pictures.length ? pictures : [null]).map((p, i) => (
          <button
            key={p?.guidName ?? 'none'}
            type="button"
            className="gallery__slide"
            data-index={i}
            onClick={() => p && zoom(i)}
            aria-label={t('gallery.zoom', { name })}
            // Off-screen slides are reached with the thumbnails; Tab should not walk through hidden pictures.
            tabIndex={i === current ? 0 : -1}
          >
            <Picture picture={p} sizes="(min-width: 1024px) 640px, 100vw" priority={i === 0} />
          </button>
        ))}
      </div>
      {pictures.length > 1 && (
        <div className="gallery__thumbs">
          {pictures.map((p, i) => (
            <button
              key={p.guidName}
              type="button"
              className="gallery__thumb"
              aria-pressed={i === current}
              aria-label={t('gallery.show', { n: formatNumber(i + 1, locale) })}
              onClick={() => show(i)}
            >
              <Picture picture={p} sizes="96px" alt="" />
            </button>
          ))}
        </div>
      )}
      {zoomedOnce && (
        <Suspense fallback={null}>
          <GalleryZoom
            open={zoomed}
            onClose={() => setZoomed(false)}
            name={name}
            pictures={pictures}
            index={current}
            // The strip behind follows, so closing the zoom shows the picture last seen.
            onIndex={(i) => show(i, 'instant')}
          />
        </Suspense>
      )}
    </div>
  );
}
