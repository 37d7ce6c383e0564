import type { PictureArt } from './pictures.ts';
import type { PictureKind, Tone } from './types.ts';

/**
 * Flat SVG illustrations for the demo pictures: one drawing per kind of equipment, composed onto a soft gradient whose
 * colour follows the line of business. Pure string building; `demo-media.ts` rasterises the result with sharp.
 */

interface Palette {
  bg1: string;
  bg2: string;
  accent: string;
  deep: string;
  soft: string;
}

const TONES: Record<Tone, Palette> = {
  'fire-alarm': { bg1: '#fff3f0', bg2: '#f9cfc6', accent: '#d8432f', deep: '#6e1f16', soft: '#f3b0a3' },
  cctv: { bg1: '#f0f6ff', bg2: '#cbdff8', accent: '#2466c8', deep: '#16345f', soft: '#a6c6ee' },
  'fire-extinguishing': { bg1: '#fff7ec', bg2: '#fdd9aa', accent: '#e0650f', deep: '#6b3207', soft: '#f5c284' },
  'access-control': { bg1: '#eefaf6', bg2: '#c2e9dc', accent: '#12917a', deep: '#0d4a3f', soft: '#97d6c3' },
};

/** Related kinds per tone, for the smaller drawings on banners. */
const FAMILY: Record<Tone, PictureKind[]> = {
  'fire-alarm': ['smoke-detector', 'call-point', 'sounder-strobe', 'fire-panel', 'heat-detector'],
  cctv: ['dome-camera', 'bullet-camera', 'nvr', 'ptz-camera', 'turret-camera'],
  'fire-extinguishing': ['extinguisher', 'sprinkler', 'hose-cabinet', 'gas-cylinder', 'co2-extinguisher'],
  'access-control': ['face-terminal', 'card-reader', 'mag-lock', 'tripod-turnstile', 'fingerprint-reader'],
};

// Device colours, shared by every drawing.
const W = '#fbfcfd'; // body
const O = '#b9c3ce'; // outline
const S = '#e2e8ee'; // shade
const D = '#2c3440'; // dark plastic
const G = '#141a24'; // glass
const R = '#d6281f'; // fire red
const RD = '#9d1b14'; // dark red
const ST = '#c3cad2'; // steel

const FONT = "'Noto Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif";

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A small deterministic pseudo-random sequence, so the same picture is drawn the same way every time. */
function rng(seed: number) {
  let x = (seed * 2654435761) >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

const lens = (cx: number, cy: number, r: number, p: Palette) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${G}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="${p.accent}" opacity="0.85"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${r * 0.28}" fill="${G}"/><circle cx="${cx - r * 0.3}" cy="${cy - r * 0.32}" r="${r * 0.16}" fill="#fff" opacity="0.75"/>`;

const stroke = (w = 3) => `stroke="${O}" stroke-width="${w}" stroke-linejoin="round"`;

/** Each drawing fits a 400 × 400 box. */
const DRAW: Record<PictureKind, (p: Palette) => string> = {
  'bullet-camera': (p) => `
    <rect x="28" y="150" width="48" height="132" rx="14" fill="${W}" ${stroke()}/>
    <path d="M66 216 L132 238" stroke="${ST}" stroke-width="26" stroke-linecap="round"/>
    <circle cx="134" cy="238" r="20" fill="${S}" ${stroke()}/>
    <g transform="rotate(9 240 205)">
      <rect x="118" y="158" width="214" height="104" rx="44" fill="${W}" ${stroke()}/>
      <rect x="150" y="236" width="120" height="9" rx="4.5" fill="${S}"/>
      <path d="M104 152 Q104 134 122 134 L366 134 Q380 134 378 150 L374 166 L110 166 Z" fill="${S}" ${stroke()}/>
      <ellipse cx="336" cy="210" rx="30" ry="50" fill="${D}"/>
      <ellipse cx="340" cy="210" rx="20" ry="34" fill="${G}"/>
      <ellipse cx="341" cy="210" rx="11" ry="19" fill="${p.accent}" opacity="0.85"/>
      <ellipse cx="336" cy="198" rx="4" ry="6" fill="#fff" opacity="0.7"/>
      <circle cx="327" cy="176" r="4" fill="#6b2230"/><circle cx="327" cy="244" r="4" fill="#6b2230"/>
    </g>`,
  'dome-camera': (p) => `
    <rect x="56" y="112" width="288" height="56" rx="26" fill="${W}" ${stroke()}/>
    <rect x="78" y="150" width="244" height="18" fill="${S}"/>
    <path d="M84 168 A116 116 0 0 0 316 168 Z" fill="#3a4352"/>
    <path d="M84 168 A116 116 0 0 0 316 168" fill="none" stroke="${O}" stroke-width="3"/>
    <path d="M110 186 A92 92 0 0 0 170 262" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity="0.35"/>
    ${lens(208, 214, 36, p)}
    <circle cx="160" cy="204" r="5" fill="#6b2230"/><circle cx="256" cy="204" r="5" fill="#6b2230"/>`,
  'turret-camera': (p) => `
    <rect x="84" y="96" width="232" height="50" rx="24" fill="${W}" ${stroke()}/>
    <circle cx="200" cy="232" r="104" fill="${W}" ${stroke()}/>
    <path d="M104 210 Q200 170 296 210" fill="none" stroke="${S}" stroke-width="6"/>
    <ellipse cx="200" cy="246" rx="64" ry="58" fill="${D}"/>
    ${lens(200, 246, 30, p)}
    <circle cx="152" cy="246" r="6" fill="#6b2230"/><circle cx="248" cy="246" r="6" fill="#6b2230"/>`,
  'ptz-camera': (p) => `
    <rect x="30" y="40" width="56" height="112" rx="12" fill="${W}" ${stroke()}/>
    <path d="M80 84 L196 84 L196 118" fill="none" stroke="${W}" stroke-width="30" stroke-linejoin="round"/>
    <path d="M80 70 L210 70 L210 118 M80 98 L182 98 L182 118" fill="none" stroke="${O}" stroke-width="3"/>
    <rect x="104" y="116" width="192" height="98" rx="34" fill="${W}" ${stroke()}/>
    <rect x="104" y="186" width="192" height="22" fill="${S}"/>
    <path d="M112 206 A88 88 0 0 0 288 206 Z" fill="#3a4352"/>
    <path d="M130 220 A70 70 0 0 0 170 272" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity="0.35"/>
    ${lens(204, 246, 30, p)}`,
  nvr: (p) => `
    <polygon points="40,182 84,150 364,150 320,182" fill="#4a5563"/>
    <polygon points="320,182 364,150 364,222 320,254" fill="#1f252e"/>
    <rect x="40" y="182" width="280" height="72" rx="6" fill="${D}"/>
    <rect x="54" y="196" width="90" height="8" rx="4" fill="${p.accent}"/>
    <circle cx="62" cy="232" r="5" fill="#3ddc84"/><circle cx="80" cy="232" r="5" fill="#3ddc84"/><circle cx="98" cy="232" r="5" fill="#f5b342"/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${200 + i * 18}" y="200" width="8" height="40" rx="3" fill="#465161"/>`).join('')}
    <rect x="54" y="254" width="30" height="10" rx="3" fill="#1f252e"/><rect x="276" y="254" width="30" height="10" rx="3" fill="#1f252e"/>`,
  dvr: (p) => `
    <polygon points="40,182 84,150 364,150 320,182" fill="#dfe4ea"/>
    <polygon points="320,182 364,150 364,222 320,254" fill="#aab4bf"/>
    <rect x="40" y="182" width="280" height="72" rx="6" fill="${ST}"/>
    <rect x="54" y="196" width="110" height="44" rx="6" fill="${D}"/>
    <rect x="64" y="206" width="70" height="6" rx="3" fill="${p.accent}"/>
    <circle cx="70" cy="228" r="4" fill="#3ddc84"/><circle cx="84" cy="228" r="4" fill="#3ddc84"/>
    ${[0, 1, 2, 3].map((i) => `<circle cx="${196 + i * 30}" cy="218" r="10" fill="#8d98a5"/><circle cx="${196 + i * 30}" cy="218" r="4" fill="${D}"/>`).join('')}
    <rect x="54" y="254" width="30" height="10" rx="3" fill="#8d98a5"/><rect x="276" y="254" width="30" height="10" rx="3" fill="#8d98a5"/>`,
  'poe-switch': (p) => `
    <polygon points="26,180 62,156 378,156 342,180" fill="#dfe4ea"/>
    <polygon points="342,180 378,156 378,212 342,236" fill="#aab4bf"/>
    <rect x="26" y="180" width="316" height="56" rx="6" fill="${W}" ${stroke()}/>
    ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${44 + i * 30}" y="198" width="22" height="20" rx="2" fill="${D}"/><rect x="${48 + i * 30}" y="190" width="6" height="4" rx="2" fill="${i % 3 === 2 ? '#f5b342' : '#3ddc84'}"/>`).join('')}
    <rect x="290" y="196" width="36" height="24" rx="3" fill="${p.accent}"/>`,
  'fire-panel': (p) => panel(p, false),
  'release-panel': (p) => panel(p, true),
  'smoke-detector': () => `
    <circle cx="200" cy="200" r="152" fill="${S}" ${stroke()}/>
    <circle cx="200" cy="200" r="132" fill="${W}" ${stroke(2)}/>
    ${Array.from({ length: 16 }, (_, i) => {
      const a = (i * Math.PI) / 8;
      return `<line x1="${200 + Math.cos(a) * 70}" y1="${200 + Math.sin(a) * 70}" x2="${200 + Math.cos(a) * 112}" y2="${200 + Math.sin(a) * 112}" stroke="${O}" stroke-width="9" stroke-linecap="round"/>`;
    }).join('')}
    <circle cx="200" cy="200" r="54" fill="${S}" ${stroke(2)}/>
    <circle cx="200" cy="200" r="30" fill="${W}" ${stroke(2)}/>
    <circle cx="294" cy="276" r="9" fill="${R}"/><circle cx="291" cy="273" r="3" fill="#fff" opacity="0.7"/>`,
  'heat-detector': () => `
    <circle cx="200" cy="200" r="152" fill="${S}" ${stroke()}/>
    <circle cx="200" cy="200" r="132" fill="${W}" ${stroke(2)}/>
    <circle cx="200" cy="200" r="92" fill="none" stroke="${S}" stroke-width="6"/>
    ${Array.from({ length: 6 }, (_, i) => {
      const a = (i * Math.PI) / 3;
      return `<line x1="${200 + Math.cos(a) * 26}" y1="${200 + Math.sin(a) * 26}" x2="${200 + Math.cos(a) * 64}" y2="${200 + Math.sin(a) * 64}" stroke="${O}" stroke-width="12" stroke-linecap="round"/>`;
    }).join('')}
    <circle cx="200" cy="200" r="24" fill="${D}"/><circle cx="200" cy="200" r="9" fill="#e9a23b"/>
    <circle cx="294" cy="276" r="9" fill="${R}"/>`,
  'call-point': () => `
    <rect x="62" y="62" width="276" height="276" rx="28" fill="${R}"/>
    <path d="M62 300 H338 V310 Q338 338 310 338 H90 Q62 338 62 310 Z" fill="${RD}" opacity="0.35"/>
    <rect x="112" y="104" width="176" height="176" rx="10" fill="#fff"/>
    <rect x="124" y="116" width="152" height="152" rx="6" fill="none" stroke="${O}" stroke-width="3"/>
    <path d="M200 150 C226 176 236 196 228 218 C222 236 206 244 200 244 C186 244 170 232 170 212 C170 198 178 190 184 182 C186 196 192 202 198 204 C194 186 196 168 200 150 Z" fill="${R}"/>
    <circle cx="200" cy="310" r="9" fill="#fff" opacity="0.85"/>`,
  'sounder-strobe': () => `
    <path d="M96 152 A104 60 0 0 1 304 152 L304 160 L96 160 Z" fill="#fff" opacity="0.96" stroke="${O}" stroke-width="3"/>
    <path d="M126 118 A74 40 0 0 1 274 118" fill="none" stroke="#ffe37a" stroke-width="10" stroke-linecap="round" opacity="0.9"/>
    <rect x="78" y="156" width="244" height="150" rx="30" fill="${R}"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="132" y="${186 + i * 20}" width="136" height="8" rx="4" fill="${RD}"/>`).join('')}
    <path d="M336 190 Q356 230 336 270 M356 172 Q388 230 356 288" fill="none" stroke="${RD}" stroke-width="9" stroke-linecap="round" opacity="0.55"/>
    <path d="M64 190 Q44 230 64 270 M44 172 Q12 230 44 288" fill="none" stroke="${RD}" stroke-width="9" stroke-linecap="round" opacity="0.55"/>`,
  extinguisher: () => extinguisher(false),
  'co2-extinguisher': () => extinguisher(true),
  'gas-cylinder': () => `
    <path d="M230 96 L230 60 L340 60 L340 90" fill="none" stroke="${ST}" stroke-width="14" stroke-linejoin="round"/>
    <rect x="322" y="88" width="36" height="22" rx="4" fill="${D}"/>
    <rect x="136" y="112" width="124" height="258" rx="54" fill="${R}"/>
    <rect x="152" y="136" width="16" height="210" rx="8" fill="#fff" opacity="0.22"/>
    <rect x="148" y="196" width="100" height="84" rx="8" fill="#fff"/>
    <rect x="162" y="212" width="72" height="10" rx="5" fill="${R}"/>
    <rect x="162" y="232" width="60" height="7" rx="3.5" fill="${O}"/><rect x="162" y="248" width="68" height="7" rx="3.5" fill="${O}"/>
    <rect x="178" y="88" width="40" height="28" rx="4" fill="#59626e"/>
    <rect x="166" y="62" width="56" height="30" rx="6" fill="${D}"/>
    <circle cx="246" cy="100" r="18" fill="#fff" stroke="${D}" stroke-width="5"/>
    <line x1="246" y1="100" x2="254" y2="92" stroke="${R}" stroke-width="3"/>`,
  sprinkler: () => `
    <rect x="80" y="40" width="240" height="40" rx="8" fill="${ST}" ${stroke()}/>
    <polygon points="160,80 240,80 252,112 148,112" fill="#d8b04a" stroke="#a9852c" stroke-width="3"/>
    <rect x="176" y="112" width="48" height="30" fill="#d8b04a" stroke="#a9852c" stroke-width="3"/>
    <path d="M178 142 L140 300 L164 300 L196 160 M222 142 L260 300 L236 300 L204 160" fill="#d8b04a" stroke="#a9852c" stroke-width="3" stroke-linejoin="round"/>
    <rect x="188" y="160" width="24" height="100" rx="12" fill="${R}" opacity="0.9"/>
    <rect x="194" y="172" width="6" height="70" rx="3" fill="#fff" opacity="0.5"/>
    <rect x="186" y="258" width="28" height="44" rx="5" fill="#d8b04a" stroke="#a9852c" stroke-width="3"/>
    <path d="M100 312 L300 312 L280 326 L120 326 Z" fill="#d8b04a" stroke="#a9852c" stroke-width="3" stroke-linejoin="round"/>
    ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<line x1="${128 + i * 24}" y1="326" x2="${112 + i * 29}" y2="352" stroke="#7fb2e5" stroke-width="6" stroke-linecap="round" opacity="0.7"/>`).join('')}`,
  'hose-cabinet': () => `
    <rect x="82" y="36" width="236" height="330" rx="10" fill="${R}"/>
    <rect x="100" y="54" width="200" height="190" rx="6" fill="#f4f9ff"/>
    <circle cx="200" cy="150" r="78" fill="#d9dee4"/>
    ${[70, 58, 46, 34].map((r, i) => `<circle cx="200" cy="150" r="${r}" fill="none" stroke="${i % 2 ? '#f2f2f2' : R}" stroke-width="11"/>`).join('')}
    <circle cx="200" cy="150" r="16" fill="${D}"/>
    <path d="M100 54 L170 54 L100 160 Z" fill="#fff" opacity="0.35"/>
    <rect x="100" y="258" width="200" height="92" rx="6" fill="${RD}" opacity="0.55"/>
    <rect x="186" y="270" width="28" height="66" rx="12" fill="#fff" opacity="0.75"/>
    <rect x="278" y="284" width="10" height="34" rx="5" fill="#f0f0f0"/>`,
  'fingerprint-reader': (p) => `
    <rect x="100" y="40" width="200" height="324" rx="26" fill="${D}"/>
    <rect x="122" y="64" width="156" height="96" rx="8" fill="${p.accent}"/>
    <rect x="138" y="84" width="80" height="12" rx="6" fill="#fff" opacity="0.9"/>
    <rect x="138" y="106" width="110" height="8" rx="4" fill="#fff" opacity="0.55"/>
    <rect x="138" y="122" width="64" height="8" rx="4" fill="#fff" opacity="0.55"/>
    ${[0, 1, 2].map((r) => [0, 1, 2].map((c) => `<rect x="${134 + c * 46}" y="${176 + r * 30}" width="38" height="22" rx="6" fill="#4a5563"/>`).join('')).join('')}
    <rect x="152" y="272" width="96" height="76" rx="20" fill="#111722" stroke="${p.accent}" stroke-width="3"/>
    ${[10, 18, 26, 34].map((r) => `<path d="M${200 - r} ${318} A${r} ${r + 4} 0 0 1 ${200 + r} ${318}" fill="none" stroke="${p.soft}" stroke-width="3" stroke-linecap="round"/>`).join('')}`,
  'face-terminal': (p) => `
    <rect x="108" y="24" width="184" height="356" rx="26" fill="${D}"/>
    <circle cx="184" cy="46" r="6" fill="${G}"/><circle cx="216" cy="46" r="6" fill="${G}"/>
    <rect x="124" y="66" width="152" height="234" rx="10" fill="#1d2a3a"/>
    <circle cx="200" cy="160" r="38" fill="${p.soft}"/>
    <path d="M140 270 Q140 212 200 212 Q260 212 260 270 Z" fill="${p.soft}"/>
    <path d="M150 100 L150 86 L164 86 M236 86 L250 86 L250 100 M250 224 L250 238 L236 238 M164 238 L150 238 L150 224" fill="none" stroke="${p.accent}" stroke-width="5" stroke-linecap="round"/>
    <rect x="138" y="276" width="124" height="12" rx="6" fill="#3ddc84" opacity="0.9"/>
    <rect x="160" y="322" width="80" height="40" rx="10" fill="#3a4554"/>`,
  'card-reader': (p) => `
    <rect x="82" y="60" width="120" height="290" rx="26" fill="${D}"/>
    ${[16, 30, 44].map((r) => `<path d="M${142 - r * 0.7} ${170 - r * 0.7} A${r} ${r} 0 0 1 ${142 + r * 0.7} ${170 - r * 0.7}" fill="none" stroke="${p.soft}" stroke-width="6" stroke-linecap="round"/>`).join('')}
    <circle cx="142" cy="176" r="6" fill="${p.soft}"/>
    <circle cx="142" cy="300" r="8" fill="#3ddc84"/>
    <g transform="rotate(-14 286 214)">
      <rect x="212" y="160" width="150" height="96" rx="12" fill="${p.accent}"/>
      <rect x="230" y="184" width="32" height="26" rx="5" fill="#e8c25a"/>
      <rect x="230" y="226" width="96" height="8" rx="4" fill="#fff" opacity="0.7"/>
    </g>`,
  'door-controller': (p) => `
    <rect x="48" y="70" width="304" height="260" rx="14" fill="${ST}" ${stroke()}/>
    <rect x="72" y="94" width="256" height="212" rx="8" fill="#1f7a4d"/>
    ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${84 + i * 34}" y="102" width="26" height="20" rx="3" fill="#37b36a"/><rect x="${84 + i * 34}" y="278" width="26" height="20" rx="3" fill="#37b36a"/>`).join('')}
    <rect x="150" y="158" width="100" height="76" rx="6" fill="${D}"/>
    <rect x="96" y="160" width="36" height="28" rx="3" fill="${D}"/><rect x="96" y="206" width="36" height="28" rx="3" fill="${D}"/>
    <rect x="270" y="164" width="36" height="62" rx="3" fill="${D}"/>
    <circle cx="284" cy="248" r="5" fill="#3ddc84"/><circle cx="300" cy="248" r="5" fill="${p.accent}"/>`,
  'mag-lock': () => `
    <rect x="20" y="60" width="360" height="26" fill="#d7dde3"/>
    <rect x="40" y="86" width="320" height="82" rx="8" fill="${ST}" ${stroke()}/>
    <rect x="56" y="104" width="288" height="10" rx="5" fill="#fff" opacity="0.5"/>
    <circle cx="332" cy="142" r="8" fill="#3ddc84"/>
    <path d="M40 130 Q10 130 14 200" fill="none" stroke="${D}" stroke-width="8" stroke-linecap="round"/>
    <rect x="70" y="178" width="260" height="46" rx="6" fill="#9aa4ae" ${stroke()}/>
    <rect x="60" y="232" width="280" height="150" rx="6" fill="#c9a27a" opacity="0.55"/>
    <rect x="80" y="258" width="120" height="14" rx="7" fill="#fff" opacity="0.35"/>`,
  'tripod-turnstile': (p) => `
    <rect x="60" y="372" width="300" height="10" rx="5" fill="#000" opacity="0.08"/>
    <path d="M92 128 L252 128 L276 176 L276 372 L92 372 Z" fill="${ST}" ${stroke()}/>
    <path d="M92 128 L252 128 L276 176 L116 176 Z" fill="#e8ecf0" ${stroke(2)}/>
    <rect x="128" y="140" width="60" height="24" rx="6" fill="${D}"/><circle cx="144" cy="152" r="5" fill="#3ddc84"/><circle cx="166" cy="152" r="5" fill="${R}"/>
    <circle cx="276" cy="236" r="28" fill="#dfe4ea" ${stroke()}/>
    <line x1="276" y1="236" x2="388" y2="236" stroke="${ST}" stroke-width="18" stroke-linecap="round"/>
    <line x1="276" y1="236" x2="236" y2="330" stroke="${ST}" stroke-width="18" stroke-linecap="round"/>
    <line x1="276" y1="236" x2="300" y2="140" stroke="${ST}" stroke-width="18" stroke-linecap="round" opacity="0.85"/>
    <circle cx="276" cy="236" r="14" fill="${p.accent}"/>`,
  'speed-gate': (p) => `
    <rect x="20" y="364" width="360" height="12" rx="6" fill="#000" opacity="0.08"/>
    <path d="M30 200 L130 200 L130 364 L30 364 Z" fill="${ST}" ${stroke()}/>
    <path d="M30 200 L130 200 L150 180 L50 180 Z" fill="#e8ecf0" ${stroke(2)}/>
    <path d="M270 200 L370 200 L370 364 L270 364 Z" fill="${ST}" ${stroke()}/>
    <path d="M270 200 L370 200 L390 180 L290 180 Z" fill="#e8ecf0" ${stroke(2)}/>
    <path d="M130 226 L196 240 L196 300 L130 316 Z" fill="${p.soft}" opacity="0.8" stroke="${p.accent}" stroke-width="3"/>
    <path d="M270 226 L204 240 L204 300 L270 316 Z" fill="${p.soft}" opacity="0.8" stroke="${p.accent}" stroke-width="3"/>
    <rect x="60" y="186" width="40" height="8" rx="4" fill="#3ddc84"/><rect x="300" y="186" width="40" height="8" rx="4" fill="#3ddc84"/>`,
};

function panel(p: Palette, release: boolean) {
  const band = release ? '#e58a12' : R;
  return `
    <rect x="70" y="36" width="260" height="330" rx="18" fill="${W}" ${stroke()}/>
    <path d="M70 54 Q70 36 88 36 L312 36 Q330 36 330 54 L330 84 L70 84 Z" fill="${band}"/>
    <path d="M200 46 C212 58 216 66 212 74 C209 80 203 82 200 82 C193 82 188 77 188 71 C188 66 191 62 194 59 C195 64 197 66 199 67 C197 60 198 52 200 46 Z" fill="#fff"/>
    <rect x="96" y="104" width="208" height="70" rx="6" fill="#16324a"/>
    <rect x="110" y="118" width="120" height="9" rx="4.5" fill="#7ee0a8"/>
    <rect x="110" y="136" width="160" height="7" rx="3.5" fill="#7ee0a8" opacity="0.6"/>
    <rect x="110" y="152" width="90" height="7" rx="3.5" fill="#7ee0a8" opacity="0.6"/>
    ${['#e5332a', '#f5b342', '#f5b342', '#3ddc84', '#3ddc84'].map((c, i) => `<circle cx="108" cy="${206 + i * 26}" r="7" fill="${c}"/><rect x="124" y="${202 + i * 26}" width="40" height="7" rx="3.5" fill="${S}"/>`).join('')}
    ${[0, 1, 2, 3].map((r) => [0, 1, 2].map((c) => `<rect x="${196 + c * 38}" y="${196 + r * 30}" width="30" height="22" rx="5" fill="${S}" ${stroke(2)}/>`).join('')).join('')}
    ${release ? `<circle cx="268" cy="330" r="18" fill="${R}" stroke="#f5d000" stroke-width="6"/>` : `<circle cx="268" cy="332" r="12" fill="${S}" ${stroke(2)}/><rect x="265" y="324" width="6" height="14" rx="2" fill="${D}"/>`}`;
}

function extinguisher(co2: boolean) {
  const head = `
    <rect x="182" y="92" width="40" height="30" rx="4" fill="#59626e"/>
    <path d="M170 70 L262 54 L266 66 L176 86 Z" fill="${D}"/>
    <path d="M176 94 L256 94 L256 104 L176 104 Z" fill="${D}"/>
    <rect x="188" y="66" width="30" height="30" rx="6" fill="#3b4450"/>`;
  const gauge = co2
    ? ''
    : `<circle cx="150" cy="98" r="17" fill="#fff" stroke="${D}" stroke-width="5"/><path d="M140 100 A10 10 0 0 1 160 100" stroke="#3ddc84" stroke-width="4" fill="none"/><line x1="150" y1="98" x2="156" y2="90" stroke="${R}" stroke-width="3"/>`;
  const hose = co2
    ? `<path d="M222 100 C300 110 310 200 290 250" fill="none" stroke="${D}" stroke-width="12" stroke-linecap="round"/>
       <path d="M276 246 L304 250 L330 340 L254 336 Z" fill="${D}"/><path d="M262 326 L324 330" stroke="#59626e" stroke-width="6"/>`
    : `<path d="M220 104 C300 120 306 230 286 300" fill="none" stroke="${D}" stroke-width="12" stroke-linecap="round"/>
       <rect x="276" y="296" width="22" height="44" rx="6" fill="${D}"/>`;
  return `
    ${hose}
    <rect x="140" y="118" width="124" height="252" rx="56" fill="${R}"/>
    ${co2 ? `<rect x="140" y="118" width="124" height="48" rx="24" fill="${D}"/><rect x="140" y="146" width="124" height="20" fill="${D}"/>` : ''}
    <rect x="156" y="150" width="16" height="190" rx="8" fill="#fff" opacity="0.22"/>
    <rect x="154" y="196" width="96" height="98" rx="8" fill="#fff"/>
    <rect x="168" y="212" width="68" height="12" rx="6" fill="${R}"/>
    <rect x="168" y="234" width="56" height="7" rx="3.5" fill="${O}"/><rect x="168" y="250" width="64" height="7" rx="3.5" fill="${O}"/><rect x="168" y="266" width="44" height="7" rx="3.5" fill="${O}"/>
    ${head}
    ${gauge}`;
}

const background = (p: Palette, w: number, h: number, flip: boolean) => `
  <defs>
    <linearGradient id="bg" x1="${flip ? 1 : 0}" y1="0" x2="${flip ? 0 : 1}" y2="1">
      <stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>`;

const svg = (w: number, h: number, body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/** A rounded label with the model code, centred on `cx`, sized to fit `maxWidth`. */
function codeLabel(code: string, cx: number, cy: number, maxWidth: number, p: Palette, size = 34) {
  const fontSize = Math.min(size, maxWidth / (code.length * 0.64));
  const width = Math.min(maxWidth + 40, code.length * fontSize * 0.64 + 48);
  const height = fontSize * 1.8;
  return `<rect x="${cx - width / 2}" y="${cy - height / 2}" width="${width}" height="${height}" rx="${height / 2}" fill="#fff" opacity="0.92"/>
    <text x="${cx}" y="${cy + fontSize * 0.36}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${fontSize.toFixed(1)}" fill="${p.deep}">${esc(code)}</text>`;
}

/** Product pictures: 800 × 600 design units (4:3). View 1 shows the device whole; view 2 a closer look with a data card. */
function productSvg(art: Extract<PictureArt, { type: 'product' }>): string {
  const p = TONES[art.tone];
  const draw = DRAW[art.kind](p);
  if (art.view === 1) {
    return svg(
      800,
      600,
      `${background(p, 800, 600, false)}
      <circle cx="400" cy="262" r="250" fill="url(#glow)"/>
      <g transform="translate(180 45) scale(1.1)">${draw}</g>
      ${art.brand ? `<text x="36" y="58" font-family="${FONT}" font-weight="700" font-size="24" letter-spacing="3" fill="${p.accent}">${esc(art.brand.toUpperCase())}</text>` : ''}
      ${codeLabel(art.code, 400, 540, 520, p)}`,
    );
  }
  const cardX = 452;
  return svg(
    800,
    600,
    `${background(p, 800, 600, true)}
    <circle cx="230" cy="300" r="270" fill="url(#glow)"/>
    <g transform="translate(-10 60) scale(1.15)">${draw}</g>
    <rect x="${cardX}" y="150" width="316" height="300" rx="24" fill="#fff" opacity="0.94"/>
    <rect x="${cardX}" y="150" width="10" height="300" rx="5" fill="${p.accent}"/>
    ${art.brand ? `<text x="${cardX + 36}" y="206" font-family="${FONT}" font-weight="700" font-size="22" letter-spacing="2" fill="${p.accent}">${esc(art.brand.toUpperCase())}</text>` : ''}
    <text x="${cardX + 36}" y="${art.brand ? 252 : 222}" font-family="${FONT}" font-weight="700" font-size="${Math.min(30, 250 / (art.code.length * 0.64)).toFixed(1)}" fill="${p.deep}">${esc(art.code)}</text>
    ${[0, 1, 2, 3].map((i) => `<rect x="${cardX + 36}" y="${(art.brand ? 290 : 262) + i * 34}" width="${[220, 180, 200, 130][i]}" height="12" rx="6" fill="${p.soft}" opacity="${i === 0 ? 0.9 : 0.55}"/>`).join('')}`,
  );
}

/** Banners (categories, services, posts, projects): 1600 × 900 design units (16:9), no text. */
function bannerSvg(art: Extract<PictureArt, { type: 'banner' }>): string {
  const p = TONES[art.tone];
  const rand = rng(art.variant);
  const left = rand() < 0.5;
  const mainX = left ? 520 : 1080;
  const others = FAMILY[art.tone].filter((k) => k !== art.kind);
  const start = Math.floor(rand() * others.length);
  const second = others[start % others.length];
  const third = others[(start + 1) % others.length];
  const sideX = left ? 1180 : 420;

  // A low skyline along the bottom edge, different for every variant.
  let skyline = '';
  for (let x = -20; x < 1620;) {
    const w = 70 + Math.floor(rand() * 110);
    const h = 90 + Math.floor(rand() * 220);
    skyline += `<rect x="${x}" y="${900 - h}" width="${w - 10}" height="${h}" rx="4"/>`;
    x += w;
  }
  const bubbles = Array.from({ length: 5 }, () => {
    const r = 40 + rand() * 120;
    return `<circle cx="${(rand() * 1600).toFixed(0)}" cy="${(rand() * 520).toFixed(0)}" r="${r.toFixed(0)}"/>`;
  }).join('');

  return svg(
    1600,
    900,
    `${background(p, 1600, 900, !left)}
    <g fill="#fff" opacity="0.35">${bubbles}</g>
    <g fill="${p.soft}" opacity="0.45">${skyline}</g>
    <circle cx="${mainX}" cy="430" r="300" fill="${p.deep}" opacity="0.08"/>
    <circle cx="${mainX}" cy="420" r="290" fill="#fff" opacity="0.96"/>
    <g transform="translate(${mainX - 240} ${420 - 240}) scale(1.2)">${DRAW[art.kind](p)}</g>
    <rect x="${sideX - 150}" y="170" width="300" height="260" rx="36" fill="#fff" opacity="0.88"/>
    <g transform="translate(${sideX - 110} 190) scale(0.55)">${DRAW[second](p)}</g>
    <rect x="${sideX - 150}" y="470" width="300" height="260" rx="36" fill="#fff" opacity="0.88"/>
    <g transform="translate(${sideX - 110} 490) scale(0.55)">${DRAW[third](p)}</g>
    <rect x="${left ? 1000 : 300}" y="800" width="300" height="14" rx="7" fill="${p.accent}" opacity="0.7"/>`,
  );
}

/** Brand wordmarks: 240 × 120. */
function logoSvg(art: Extract<PictureArt, { type: 'logo' }>): string {
  const text = art.text.toUpperCase();
  const fontSize = Math.min(40, 196 / (text.length * 0.7));
  return svg(
    240,
    120,
    `<rect width="240" height="120" rx="14" fill="#fff"/>
    <text x="120" y="${62 + fontSize * 0.36}" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="${fontSize.toFixed(1)}" letter-spacing="1" fill="${art.color}">${esc(text)}</text>
    <rect x="84" y="${80 + fontSize * 0.36}" width="72" height="5" rx="2.5" fill="${art.color}" opacity="0.8"/>`,
  );
}

/** The width, in SVG units, each type of picture is designed at (the rasteriser scales from it). */
export const DESIGN_WIDTH: Record<PictureArt['type'], number> = { product: 800, banner: 1600, logo: 240 };

/** The SVG source of a picture, at its design size. */
export function pictureSvg(art: PictureArt): string {
  switch (art.type) {
    case 'product':
      return productSvg(art);
    case 'banner':
      return bannerSvg(art);
    case 'logo':
      return logoSvg(art);
  }
}
