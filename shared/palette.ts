/*
 * The storefront's colours, derived once from the site config (shared/site-config.ts, spec §3): a ramp of shades per
 * named colour, then the tokens each colour mode gives the stylesheet as CSS custom properties. The build writes
 * `paletteCss()` into the stylesheet (scripts/palette-css.ts); the unit test checks every text/background pair the
 * stylesheet uses against WCAG AA in both modes (test/unit/shared/palette.test.ts).
 */
import { mix, parseHex, toHex } from './colour.ts';
import { SITE_CONFIG, type SiteUi } from './site-config.ts';
import { COLOR_MODE_ATTRIBUTE } from './color-mode.ts';

export type Shade = 50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900 | 950;
export type Ramp = Record<Shade, string>;

const WHITE = '#ffffff';
const BLACK = '#000000';

/**
 * A ramp around one colour (its 500): lighter shades mixed towards white, darker towards black, in the steps of the
 * usual 50–950 scales.
 */
export function ramp(base: string): Ramp {
  const tint = (amount: number) => mix(base, WHITE, amount);
  const shade = (amount: number) => mix(base, BLACK, amount);
  return {
    50: tint(0.93),
    100: tint(0.85),
    200: tint(0.7),
    300: tint(0.5),
    400: tint(0.28),
    500: toHex(parseHex(base)),
    600: shade(0.14),
    700: shade(0.3),
    800: shade(0.45),
    900: shade(0.6),
    950: shade(0.75),
  };
}

/** The primary colours the config may name: the brand red of the design card (the date picker's accent too). */
export const PRIMARY_COLOURS = { basePrimary: '#d64343' } as const satisfies Record<string, string>;

/** Gray tones the config may name. `cool` is the blue-tinted gray of the design card (Tailwind's cool gray). */
export const GRAY_TONES = {
  cool: {
    50: '#f9fafb',
    100: '#f3f4f6',
    200: '#e5e7eb',
    300: '#d1d5db',
    400: '#9ca3af',
    500: '#6b7280',
    600: '#4b5563',
    700: '#374151',
    800: '#1f2937',
    900: '#111827',
    950: '#030712',
  },
} as const satisfies Record<string, Ramp>;

/** The other sets of spec §3: secound-primary blue, a green, a red and a light purple. */
const ACCENTS = { blue: '#2f5fa7', green: '#1b7d44', red: '#c62828', purple: '#7c5cc4' } as const;

/** What the stylesheet reads (`var(--name)`); every mode sets every token. */
export type Token =
  | 'bg'
  | 'surface'
  | 'gray-50'
  | 'gray-100'
  | 'gray-300'
  | 'text'
  | 'muted'
  | 'gray-primary'
  | 'base-primary'
  | 'base-primary-hover'
  | 'on-primary'
  | 'secound-primary'
  | 'green'
  | 'red'
  | 'green-light'
  | 'red-light'
  | 'blue-light'
  | 'purple-light'
  | 'pink-light'
  | 'footer-bg'
  | 'footer-text'
  | 'footer-heading'
  | 'footer-muted';

export type Palette = Record<Token, string>;
export type ColorScheme = 'light' | 'dark';

/** Both palettes for a site config: the one place a colour of the storefront is decided. */
export function palettes(ui: SiteUi = SITE_CONFIG.ui): Record<ColorScheme, Palette> {
  const primary = ramp(PRIMARY_COLOURS[ui.primary]);
  const gray: Ramp = GRAY_TONES[ui.gray];
  const [blue, green, red, purple] = [ACCENTS.blue, ACCENTS.green, ACCENTS.red, ACCENTS.purple].map(ramp);
  const light: Palette = {
    bg: WHITE,
    surface: WHITE,
    'gray-50': gray[50],
    'gray-100': gray[100],
    'gray-300': gray[300],
    text: gray[900],
    muted: gray[600],
    'gray-primary': gray[600],
    // The brand red itself is 4.4:1 on white: one step darker carries white text and reads as text (AA).
    'base-primary': primary[600],
    'base-primary-hover': primary[700],
    'on-primary': WHITE,
    'secound-primary': blue[500],
    green: green[500],
    red: red[500],
    'green-light': green[50],
    'red-light': red[50],
    'blue-light': blue[100],
    'purple-light': purple[50],
    'pink-light': primary[50],
    'footer-bg': gray[900],
    'footer-text': gray[300],
    'footer-heading': WHITE,
    'footer-muted': gray[400],
  };
  // Dark: the same hues lightened to read on a dark page; fills in the brand red carry dark text instead of white.
  const bg = gray[900];
  const tinted = (base: string) => mix(bg, base, 0.22);
  const dark: Palette = {
    bg: bg,
    surface: gray[800],
    'gray-50': mix(gray[900], gray[800], 0.5),
    'gray-100': mix(gray[800], gray[700], 0.5),
    'gray-300': gray[600],
    text: gray[100],
    muted: gray[400],
    'gray-primary': gray[400],
    'base-primary': primary[400],
    'base-primary-hover': primary[300],
    'on-primary': gray[950],
    'secound-primary': blue[300],
    green: green[300],
    red: red[300],
    'green-light': tinted(green[500]),
    'red-light': tinted(red[500]),
    'blue-light': tinted(blue[500]),
    'purple-light': tinted(purple[500]),
    'pink-light': tinted(primary[500]),
    'footer-bg': gray[950],
    'footer-text': gray[300],
    'footer-heading': gray[50],
    'footer-muted': gray[400],
  };
  return { light, dark };
}

const declarations = (scheme: ColorScheme, palette: Palette) =>
  [`color-scheme:${scheme}`, ...Object.entries(palette).map(([token, value]) => `--${token}:${value}`)].join(';');

/**
 * The palettes as CSS: light by default, dark when the visitor chose it (the attribute the head script sets from
 * local storage, shared/color-mode.ts) or when the system asks for it and the visitor did not choose light.
 */
export function paletteCss(ui: SiteUi = SITE_CONFIG.ui): string {
  const { light, dark } = palettes(ui);
  const chosen = (mode: ColorScheme) => `[${COLOR_MODE_ATTRIBUTE}="${mode}"]`;
  return [
    `:root{${declarations('light', light)}}`,
    `:root${chosen('dark')}{${declarations('dark', dark)}}`,
    `@media (prefers-color-scheme:dark){:root:not(${chosen('light')}){${declarations('dark', dark)}}}`,
  ].join('\n');
}
