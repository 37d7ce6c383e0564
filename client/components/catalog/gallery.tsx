import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Picture as PictureData } from '../../../shared/contracts/catalog.ts';
import { Picture } from '../ui/picture.tsx';
import { formatNumber } from '../../../shared/format.ts';
import { useLocale } from '../../locale.ts';

// The zoom view opens on a tap: its dialog (closed, so invisible) is neither rendered nor loaded before the first one.
const Modal = lazy(() => import('../ui/modal.tsx').then((m) => ({ default: m.Modal })));

/** The product's pictures: one large (preloaded, it is the page's main image), thumbnails to switch, a zoom view. */
export function Gallery({ pictures, name }: { pictures: PictureData[]; name: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [current, setCurrent] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [zoomedOnce, setZoomedOnce] = useState(false);
  const shown = pictures[current] ?? null;
  const zoom = () => {
    if (!shown) return;
    setZoomedOnce(true);
    setZoomed(true);
  };
  return (
    <div className="gallery">
      <button type="button" className="gallery__main" onClick={zoom} aria-label={t('gallery.zoom', { name })}>
        <Picture picture={shown} sizes="(min-width: 1024px) 640px, 100vw" priority={current === 0} />
      </button>
      {pictures.length > 1 && (
        <div className="gallery__thumbs">
          {pictures.map((p, i) => (
            <button key={p.guidName} type="button" className="gallery__thumb" aria-pressed={i === current} aria-label={t('gallery.show', { n: formatNumber(i + 1, locale) })} onClick={() => setCurrent(i)}>
              <Picture picture={p} sizes="96px" />
            </button>
          ))}
        </div>
      )}
      {zoomedOnce && (
        <Suspense fallback={null}>
          <Modal open={zoomed} onClose={() => setZoomed(false)} title={name}>
            <Picture picture={shown} sizes="94vw" className="gallery__zoomed" />
          </Modal>
        </Suspense>
      )}
    </div>
  );
}
