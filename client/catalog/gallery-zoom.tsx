import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import type { Picture as PictureData } from '../../shared/contracts/catalog.ts';
import { formatNumber } from '../../shared/format.ts';
import { useLocale } from '../i18n/locale.ts';
import { LOCALE_DIR } from '../../shared/locale.ts';
import { Modal } from '../ui/modal.tsx';
import { Picture } from '../ui/picture.tsx';

/** The zoomed picture is this many times the phone's width, to be panned with a finger (a zoom no larger than the page would not be one). */
const PHONE_ZOOM = 2;

/** The zoom view: on a phone the whole screen, the picture larger than it and panned, with previous and next. */
export function GalleryZoom({
  open,
  onClose,
  name,
  pictures,
  index,
  onIndex,
}: {
  open: boolean;
  onClose: () => void;
  name: string;
  pictures: PictureData[];
  index: number;
  onIndex: (index: number) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const pan = useRef<HTMLDivElement>(null);
  const count = pictures.length;
  const go = (step: number) => onIndex((index + step + count) % count);

  // Each picture opens at its middle, the part a visitor most likely wanted closer.
  useLayoutEffect(() => {
    const el = pan.current;
    if (!open || !el) return;
    const rtl = getComputedStyle(el).direction === 'rtl';
    el.scrollLeft = ((rtl ? -1 : 1) * (el.scrollWidth - el.clientWidth)) / 2;
    el.scrollTop = (el.scrollHeight - el.clientHeight) / 2;
  }, [open, index]);

  // The arrows move as they point: on a right-to-left page the next picture is to the left.
  const onKeyDown = (e: KeyboardEvent) => {
    if (count < 2 || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
    const forward = (e.key === 'ArrowLeft') === (LOCALE_DIR[locale] === 'rtl');
    e.preventDefault();
    go(forward ? 1 : -1);
  };

  return (
    <Modal open={open} onClose={onClose} title={name} className="modal--zoom">
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys pressed on the zoom's buttons (where the focus is) bubble here to turn the picture */}
      <div className="zoom" onKeyDown={onKeyDown}>
        <div className="zoom__pan" ref={pan}>
          <Picture picture={pictures[index] ?? null} sizes={`(max-width: 480px) ${PHONE_ZOOM * 100}vw, min(900px, 90vw)`} className="gallery__zoomed" />
        </div>
        {count > 1 && (
          <div className="zoom__nav">
            <button type="button" className="zoom__step zoom__step--previous" onClick={() => go(-1)} aria-label={t('gallery.previous')}>
              <span aria-hidden="true">‹</span>
            </button>
            <span className="zoom__count" aria-live="polite">
              {t('gallery.position', { n: formatNumber(index + 1, locale), total: formatNumber(count, locale) })}
            </span>
            <button type="button" className="zoom__step zoom__step--next" onClick={() => go(1)} aria-label={t('gallery.next')}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
    </Modal>
  );
}
