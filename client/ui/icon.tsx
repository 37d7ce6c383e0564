/** Inline SVG icons (no icon font, no request). Direction-dependent icons flip in RTL through the `icon--flip` class. */
const PATHS = {
  search: 'M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.2 4.2-1.4 1.4-4.2-4.2A7.5 7.5 0 1 1 10.5 3zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11z',
  user: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z',
  cart: 'M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.9a2 2 0 0 0 1.9-1.5L21 8H7M10 20a1.5 1.5 0 1 0 0-.1M17 20a1.5 1.5 0 1 0 0-.1',
  chevron: 'M9 5l7 7-7 7',
  back: 'M15 5l-7 7 7 7',
  play: 'M8 5.5v13l11-6.5z',
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
} as const;

export type IconName = keyof typeof PATHS;
const FLIPS: ReadonlySet<IconName> = new Set(['chevron', 'back']);

export function Icon({ name, size = 22 }: { name: IconName; size?: number }) {
  const stroke = name === 'cart' || name === 'chevron' || name === 'back';
  return (
    <svg className={`icon${FLIPS.has(name) ? ' icon--flip' : ''}`} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill={stroke ? 'none' : 'currentColor'}
        stroke={stroke ? 'currentColor' : 'none'}
        strokeWidth={stroke ? 2 : 0}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
