import type { Bi, PictureKind, Tone } from './types.ts';

/** The store's root category; every top category hangs under it (STORE_ROOT_CATEGORY_ID). */
export const STORE_ROOT_ID = 42;

export interface DemoCategory {
  id: number;
  parentId: number | null;
  label: string;
  name: Bi;
  description: Bi;
  /** Drawn for the category picture (`categories/<label>`); the root has none. */
  kind: PictureKind | null;
  tone: Tone | null;
  sort: number;
}

const top = (id: number, label: string, tone: Tone, kind: PictureKind, sort: number, name: Bi, description: Bi): DemoCategory => ({
  id,
  parentId: STORE_ROOT_ID,
  label,
  name,
  description,
  kind,
  tone,
  sort,
});

const sub = (parentId: number, id: number, label: string, tone: Tone, kind: PictureKind, sort: number, name: Bi, description: Bi): DemoCategory => ({
  id,
  parentId,
  label,
  name,
  description,
  kind,
  tone,
  sort,
});

export const CATEGORIES: readonly DemoCategory[] = [
  {
    id: STORE_ROOT_ID,
    parentId: null,
    label: 'store',
    name: ['فروشگاه', 'Store'],
    description: [
      'تجهیزات اعلام و اطفای حریق، دوربین مداربسته و کنترل تردد؛ همه اصل، با گارانتی و مشاوره رایگان پیش از خرید.',
      'Fire alarm and suppression equipment, CCTV and access control — all genuine, under warranty, with free advice before you buy.',
    ],
    kind: null,
    tone: null,
    sort: 0,
  },

  top(
    43,
    'fire-alarm',
    'fire-alarm',
    'fire-panel',
    1,
    ['اعلام حریق', 'Fire Alarm'],
    [
      'پنل‌های متعارف و آدرس‌پذیر، دتکتورهای دود و حرارت، شستی‌ها و آژیرهای اعلام حریق از برندهای معتبر اروپایی و آمریکایی.',
      'Conventional and addressable panels, smoke and heat detectors, call points and sounders from trusted European and American brands.',
    ],
  ),
  top(
    44,
    'cctv',
    'cctv',
    'dome-camera',
    2,
    ['دوربین مداربسته', 'CCTV'],
    [
      'دوربین‌های تحت شبکه و آنالوگ HD، دستگاه‌های ضبط NVR و DVR و هر آنچه برای راه‌اندازی یک سیستم نظارت تصویری لازم دارید.',
      'IP and HD analog cameras, NVR and DVR recorders, and everything else you need to build a reliable video surveillance system.',
    ],
  ),
  top(
    45,
    'fire-extinguishing',
    'fire-extinguishing',
    'gas-cylinder',
    3,
    ['اطفای حریق', 'Fire Extinguishing'],
    [
      'کپسول‌های آتش‌نشانی، سیستم‌های اطفای گازی FM-200، اسپرینکلر و جعبه‌های آتش‌نشانی برای ساختمان‌های مسکونی، اداری و صنعتی.',
      'Portable extinguishers, FM-200 gas suppression, sprinklers and fire hose cabinets for residential, commercial and industrial buildings.',
    ],
  ),
  top(
    46,
    'access-control',
    'access-control',
    'face-terminal',
    4,
    ['کنترل تردد', 'Access Control'],
    [
      'دستگاه‌های حضور و غیاب اثر انگشت و تشخیص چهره، کارت‌خوان، قفل‌های برقی و گیت‌های ورود برای ادارات، کارخانه‌ها و مجتمع‌ها.',
      'Fingerprint and face recognition terminals, card readers, electric locks and entrance gates for offices, factories and residential complexes.',
    ],
  ),

  // Fire alarm
  sub(
    43,
    47,
    'conventional-fire-panels',
    'fire-alarm',
    'fire-panel',
    1,
    ['کنترل پنل متعارف', 'Conventional Fire Panels'],
    [
      'پنل‌های زون‌بندی‌شده برای ساختمان‌های کوچک و متوسط؛ ساده در نصب و مقرون‌به‌صرفه.',
      'Zoned panels for small and medium buildings — simple to install and cost-effective.',
    ],
  ),
  sub(
    43,
    48,
    'addressable-fire-panels',
    'fire-alarm',
    'fire-panel',
    2,
    ['کنترل پنل آدرس‌پذیر', 'Addressable Fire Panels'],
    [
      'پنل‌های هوشمند لوپی که محل دقیق حریق را تا سطح تک‌تک دتکتورها نشان می‌دهند؛ مناسب برج‌ها، بیمارستان‌ها و مراکز تجاری.',
      'Intelligent loop panels that pinpoint a fire down to the individual device — right for towers, hospitals and shopping centres.',
    ],
  ),
  sub(
    43,
    49,
    'smoke-heat-detectors',
    'fire-alarm',
    'smoke-detector',
    3,
    ['دتکتور دود و حرارت', 'Smoke & Heat Detectors'],
    [
      'دتکتورهای اپتیکال دودی و حرارتی، متعارف و آدرس‌پذیر، با گواهی EN54.',
      'Optical smoke and heat detectors, conventional and addressable, certified to EN 54.',
    ],
  ),
  sub(
    43,
    50,
    'manual-call-points',
    'fire-alarm',
    'call-point',
    4,
    ['شستی اعلام حریق', 'Manual Call Points'],
    ['شستی‌های دستی قابل ریست برای اعلام سریع حریق توسط ساکنان ساختمان.', 'Resettable manual call points so occupants can raise the alarm in seconds.'],
  ),
  sub(
    43,
    51,
    'sirens-flashers',
    'fire-alarm',
    'sounder-strobe',
    5,
    ['آژیر و فلاشر', 'Sirens & Flashers'],
    [
      'آژیرها و چراغ‌های چشمک‌زن که هشدار را به همه، حتی در محیط‌های پرسروصدا، می‌رسانند.',
      'Sounders and beacons that get the warning to everyone, even in noisy spaces.',
    ],
  ),

  // CCTV
  sub(
    44,
    52,
    'ip-cameras',
    'cctv',
    'bullet-camera',
    1,
    ['دوربین تحت شبکه', 'IP Cameras'],
    ['دوربین‌های IP با کیفیت ۲ تا ۸ مگاپیکسل، تغذیه PoE و تحلیل هوشمند تصویر.', 'IP cameras from 2 to 8 megapixels with PoE power and smart video analytics.'],
  ),
  sub(
    44,
    53,
    'hd-analog-cameras',
    'cctv',
    'turret-camera',
    2,
    ['دوربین آنالوگ HD', 'HD Analog Cameras'],
    [
      'دوربین‌های Turbo HD و HDCVI؛ کیفیت بالا روی همان کابل کواکسیال قدیمی ساختمان.',
      "Turbo HD and HDCVI cameras — high definition over the building's existing coaxial cable.",
    ],
  ),
  sub(
    44,
    54,
    'nvr-recorders',
    'cctv',
    'nvr',
    3,
    ['دستگاه ضبط NVR', 'NVR Recorders'],
    ['ضبط‌کننده‌های تحت شبکه برای دوربین‌های IP، از ۴ تا ۶۴ کانال.', 'Network video recorders for IP cameras, from 4 to 64 channels.'],
  ),
  sub(
    44,
    55,
    'dvr-recorders',
    'cctv',
    'dvr',
    4,
    ['دستگاه ضبط DVR', 'DVR Recorders'],
    [
      'دستگاه‌های DVR و XVR پنتابرید برای دوربین‌های آنالوگ HD و ترکیب آن‌ها با دوربین‌های IP.',
      'Pentabrid DVRs and XVRs for HD analog cameras, with room for IP cameras alongside.',
    ],
  ),
  sub(
    44,
    56,
    'cctv-accessories',
    'cctv',
    'poe-switch',
    5,
    ['لوازم جانبی دوربین', 'CCTV Accessories'],
    [
      'سوئیچ PoE، منبع تغذیه و دیگر لوازمی که یک سیستم نظارت تصویری را کامل می‌کنند.',
      'PoE switches, power supplies and the other pieces that complete a surveillance system.',
    ],
  ),

  // Fire extinguishing
  sub(
    45,
    57,
    'portable-extinguishers',
    'fire-extinguishing',
    'extinguisher',
    1,
    ['کپسول آتش‌نشانی', 'Portable Extinguishers'],
    ['کپسول‌های پودری، CO2 و آب و گاز برای خانه، خودرو، دفتر کار و کارگاه.', 'Powder, CO2 and water extinguishers for homes, vehicles, offices and workshops.'],
  ),
  sub(
    45,
    58,
    'gas-suppression',
    'fire-extinguishing',
    'gas-cylinder',
    2,
    ['اطفای گازی FM-200', 'FM-200 Gas Suppression'],
    [
      'سیستم‌های اطفای پاک برای اتاق سرور، تابلوهای برق و آرشیوها؛ بدون آسیب به تجهیزات.',
      'Clean-agent systems for server rooms, switchgear and archives — no damage to equipment.',
    ],
  ),
  sub(
    45,
    59,
    'sprinklers',
    'fire-extinguishing',
    'sprinkler',
    3,
    ['اسپرینکلر', 'Sprinklers'],
    [
      'اسپرینکلرهای آویز و ایستاده با حباب شیشه‌ای برای سیستم‌های اطفای آبی خودکار.',
      'Pendent and upright glass-bulb sprinklers for automatic water suppression systems.',
    ],
  ),
  sub(
    45,
    60,
    'fire-hose-cabinets',
    'fire-extinguishing',
    'hose-cabinet',
    4,
    ['جعبه آتش‌نشانی', 'Fire Hose Cabinets'],
    [
      'جعبه‌های آتش‌نشانی روکار و توکار با قرقره شیلنگ و جای کپسول، مطابق ضوابط آتش‌نشانی.',
      'Surface and recessed hose reel cabinets with an extinguisher compartment, built to fire department rules.',
    ],
  ),

  // Access control
  sub(
    46,
    61,
    'fingerprint-face-terminals',
    'access-control',
    'face-terminal',
    1,
    ['دستگاه اثر انگشت و تشخیص چهره', 'Fingerprint & Face Terminals'],
    [
      'دستگاه‌های حضور و غیاب و کنترل دسترسی بیومتریک با اثر انگشت، چهره و کف دست.',
      'Biometric time-attendance and access terminals using fingerprint, face and palm.',
    ],
  ),
  sub(
    46,
    62,
    'card-readers-controllers',
    'access-control',
    'card-reader',
    2,
    ['کارت‌خوان و کنترلر', 'Card Readers & Controllers'],
    ['کارت‌خوان‌های RFID و کنترلرهای تحت شبکه برای مدیریت متمرکز درها.', 'RFID card readers and networked controllers for central door management.'],
  ),
  sub(
    46,
    63,
    'electric-locks',
    'access-control',
    'mag-lock',
    3,
    ['قفل برقی', 'Electric Locks'],
    ['قفل‌های مغناطیسی و برقی برای درهای شیشه‌ای، چوبی و فلزی.', 'Magnetic and electric locks for glass, wooden and metal doors.'],
  ),
  sub(
    46,
    64,
    'turnstiles',
    'access-control',
    'tripod-turnstile',
    4,
    ['گیت و راهبند', 'Turnstiles & Gates'],
    [
      'گیت‌های سه‌شاخه، فلپ و سوئینگ برای کنترل تردد در لابی‌ها و ورودی کارخانه‌ها.',
      'Tripod turnstiles, flap and swing barriers for lobbies and factory entrances.',
    ],
  ),
];

export interface DemoBrand {
  id: number;
  label: string;
  name: Bi;
  country: Bi;
  description: Bi;
  /** Wordmark colour for the demo logo. */
  color: string;
  sort: number;
}

export const BRANDS: readonly DemoBrand[] = [
  {
    id: 1,
    label: 'hikvision',
    name: ['هایک ویژن', 'Hikvision'],
    country: ['چین', 'China'],
    description: [
      'هایک ویژن از سال ۲۰۰۱ در هانگژو فعالیت می‌کند و امروز یکی از بزرگ‌ترین سازندگان تجهیزات نظارت تصویری در جهان است. دوربین‌های تحت شبکه، Turbo HD و دستگاه‌های ضبط این برند به خاطر کیفیت تصویر، دوام و قیمت منصفانه در ایران طرفداران زیادی دارند. نگهبان نماینده فروش و خدمات پس از فروش محصولات هایک ویژن است.',
      "Founded in Hangzhou in 2001, Hikvision is today one of the world's largest makers of video surveillance equipment. Its IP cameras, Turbo HD range and recorders are popular in Iran for their image quality, durability and fair pricing. Negahban sells and services the full Hikvision line.",
    ],
    color: '#d7141a',
    sort: 1,
  },
  {
    id: 2,
    label: 'dahua',
    name: ['داهوا', 'Dahua'],
    country: ['چین', 'China'],
    description: [
      'داهوا تکنولوژی از پیشگامان فناوری HDCVI و دوربین‌های هوشمند WizSense است. تنوع زیاد محصولات، از دوربین‌های اقتصادی تا دستگاه‌های ضبط حرفه‌ای، داهوا را به گزینه‌ای مناسب برای پروژه‌های کوچک و بزرگ تبدیل کرده است.',
      'Dahua Technology pioneered HDCVI and its WizSense line brings AI analytics to affordable cameras. A wide range, from budget cameras to professional recorders, makes Dahua a good fit for small jobs and large projects alike.',
    ],
    color: '#e2231a',
    sort: 2,
  },
  {
    id: 3,
    label: 'zkteco',
    name: ['زد کی تکو', 'ZKTeco'],
    country: ['چین', 'China'],
    description: [
      'زد کی تکو از شناخته‌شده‌ترین سازندگان تجهیزات بیومتریک و کنترل تردد است. دستگاه‌های حضور و غیاب، کارت‌خوان‌ها، قفل‌ها و گیت‌های این برند در بسیاری از ادارات و کارخانه‌های ایران با نرم‌افزارهای فارسی به کار گرفته شده‌اند.',
      'ZKTeco is one of the best-known makers of biometric and access control equipment. Its time-attendance terminals, readers, locks and turnstiles run in offices and factories across Iran, with Persian-language software.',
    ],
    color: '#1a9b4b',
    sort: 3,
  },
  {
    id: 4,
    label: 'ziton',
    name: ['زیتون', 'Ziton'],
    country: ['انگلستان', 'United Kingdom'],
    description: [
      'زیتون برندی تخصصی در حوزه اعلام حریق است که پنل‌ها و دتکتورهای آن با استانداردهای EN54 طراحی و ساخته می‌شوند. سادگی برنامه‌ریزی، پایداری در کار طولانی و در دسترس بودن قطعات، زیتون را به یکی از پرفروش‌ترین برندهای اعلام حریق در ایران تبدیل کرده است.',
      'Ziton is a specialist fire detection brand whose panels and detectors are designed and built to EN 54. Easy programming, long-term stability and ready availability of parts have made it one of the best-selling fire alarm brands in Iran.',
    ],
    color: '#0057a8',
    sort: 4,
  },
  {
    id: 5,
    label: 'notifier',
    name: ['نوتیفایر', 'Notifier'],
    country: ['ایالات متحده آمریکا', 'United States'],
    description: [
      'نوتیفایر، زیرمجموعه هانیول، سازنده سیستم‌های اعلام حریق آدرس‌پذیر برای پروژه‌های بزرگ و حساس است. فرودگاه‌ها، بیمارستان‌ها و برج‌های بلند در سراسر جهان به پنل‌ها و سنسورهای هوشمند این برند اعتماد کرده‌اند.',
      'Notifier, part of Honeywell, builds addressable fire alarm systems for large and critical sites. Airports, hospitals and high-rise towers around the world rely on its intelligent panels and sensors.',
    ],
    color: '#c8102e',
    sort: 5,
  },
  {
    id: 6,
    label: 'kidde',
    name: ['کیدی', 'Kidde'],
    country: ['ایالات متحده آمریکا', 'United States'],
    description: [
      'کیدی بیش از یک قرن سابقه در ساخت تجهیزات ایمنی در برابر آتش دارد. از کپسول‌های دستی و دتکتورهای خانگی تا سیستم‌های اطفای گازی FM-200، محصولات کیدی به خاطر کیفیت ساخت و گواهی‌های بین‌المللی شناخته می‌شوند.',
      'Kidde has been making fire safety equipment for more than a century. From portable extinguishers and detectors to FM-200 gas suppression systems, its products are known for build quality and international approvals.',
    ],
    color: '#b3121f',
    sort: 6,
  },
];

export const categoryByLabel = (label: string) => {
  const found = CATEGORIES.find((c) => c.label === label);
  if (!found) throw new Error(`unknown demo category ${label}`);
  return found;
};

export const brandByLabel = (label: string) => {
  const found = BRANDS.find((b) => b.label === label);
  if (!found) throw new Error(`unknown demo brand ${label}`);
  return found;
};

/** The tone of a category: its own, or its top category's. */
export function toneOfCategory(label: string): Tone {
  const c = categoryByLabel(label);
  if (c.tone) return c.tone;
  throw new Error(`category ${label} has no tone`);
}
