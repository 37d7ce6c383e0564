import { useTranslation } from '../i18n/react.tsx';

/**
 * The office on a map. The page stays self-contained (no third-party tiles, nothing outside our CSP): a drawn street
 * plan with the pin, and a link that opens the exact spot in the visitor's own map application.
 */
export function Map({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  const { t } = useTranslation();
  return (
    <figure className="map">
      <svg viewBox="0 0 400 220" role="img" aria-label={label} className="map__art">
        <rect width="400" height="220" fill="#eef2f6" />
        <path d="M0 150 L400 120 M120 0 L150 220 M0 60 L400 80 M300 0 L260 220" stroke="#fff" strokeWidth="14" />
        <path d="M0 150 L400 120 M120 0 L150 220" stroke="#f3d9a4" strokeWidth="6" />
        <circle cx="205" cy="100" r="40" fill="#d64343" opacity=".12" />
        <path d="M205 62c-14 0-25 11-25 25 0 19 25 43 25 43s25-24 25-43c0-14-11-25-25-25zm0 34a9 9 0 1 1 0-18 9 9 0 0 1 0 18z" fill="#d64343" />
      </svg>
      <figcaption>
        {label} · <a href={`geo:${lat},${lng}`}>{t('map.open')}</a>
      </figcaption>
    </figure>
  );
}
