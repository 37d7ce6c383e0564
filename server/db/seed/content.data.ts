import { BUILDING_SAFETY_POSTS } from './posts.building-safety.data.ts';
import { CCTV_POSTS } from './posts.cctv.data.ts';
import { FIRE_ALARM_POSTS } from './posts.fire-alarm.data.ts';
import { FIRE_SUPPRESSION_POSTS } from './posts.fire-suppression.data.ts';
import type { ZonePlace } from '../../../shared/delivery-zone.ts';
import type { Bi, DemoPost, PictureKind, Tone } from './types.ts';

export interface DemoPostCategory {
  id: number;
  label: string;
  name: Bi;
  sort: number;
}

export const POST_CATEGORIES: readonly DemoPostCategory[] = [
  { id: 1, label: 'cctv', name: ['دوربین مداربسته', 'CCTV'], sort: 1 },
  { id: 2, label: 'fire-alarm', name: ['اعلام حریق', 'Fire Alarm'], sort: 2 },
  { id: 3, label: 'fire-suppression', name: ['اطفای حریق', 'Fire Suppression'], sort: 3 },
  { id: 4, label: 'building-safety', name: ['ایمنی ساختمان و کنترل تردد', 'Building Safety & Access Control'], sort: 4 },
];

/** All twelve posts, by id. Their pictures are `posts/<id>`. */
export const POSTS: readonly DemoPost[] = [...CCTV_POSTS, ...FIRE_ALARM_POSTS, ...FIRE_SUPPRESSION_POSTS, ...BUILDING_SAFETY_POSTS].sort((a, b) => a.id - b.id);

export interface DemoTestimonial {
  id: number;
  name: Bi;
  role: Bi;
  body: Bi;
  rating: number;
  sort: number;
}

export const TESTIMONIALS: readonly DemoTestimonial[] = [
  {
    id: 1,
    name: ['مهندس رضا کاظمی', 'Reza Kazemi'],
    role: ['مدیر تأسیسات برج اداری آرین', 'Facility manager, Arian Office Tower'],
    body: [
      'سیستم اعلام حریق قدیمی برج مدام هشدار کاذب می‌داد و ساکنان دیگر به آن اعتماد نداشتند. نگهبان سیستم را به آدرس‌پذیر ارتقا داد و حالا هر هشدار دقیقاً نشان می‌دهد کدام طبقه و کدام اتاق است. در بازدید آتش‌نشانی هم بدون هیچ ایرادی تأییدیه گرفتیم.',
      "The tower's old fire alarm kept giving false alarms and the tenants had stopped trusting it. Negahban upgraded us to an addressable system, and now every alarm shows exactly which floor and room. We passed the fire department inspection without a single remark.",
    ],
    rating: 5,
    sort: 1,
  },
  {
    id: 2,
    name: ['دکتر مریم صادقی', 'Dr. Maryam Sadeghi'],
    role: ['مدیر داخلی بیمارستان مهرگان', 'Hospital administrator, Mehregan Hospital'],
    body: [
      'در بیمارستان نمی‌شود کار را متوقف کرد. تیم نگهبان اجرای سیستم اعلام حریق را بخش به بخش و بیشتر در شیفت شب انجام داد تا کوچک‌ترین خللی در کار بخش‌ها ایجاد نشود. نظم و مسئولیت‌پذیری‌شان واقعاً قابل تقدیر بود.',
      'A hospital cannot stop working. Negahban installed the fire alarm ward by ward, mostly on night shifts, so that no department was disrupted in the slightest. Their organisation and sense of responsibility were outstanding.',
    ],
    rating: 5,
    sort: 2,
  },
  {
    id: 3,
    name: ['علی نوروزی', 'Ali Nowrouzi'],
    role: ['مالک فروشگاه‌های زنجیره‌ای لوازم خانگی نوروزی', 'Owner, Nowrouzi home appliance stores'],
    body: [
      'دوربین‌های هر چهار شعبه را نگهبان نصب کرد و حالا همه را از یک گوشی می‌بینم. کیفیت تصویر در شب عالی است و یک بار که اختلاف حساب صندوق پیش آمد، در چند دقیقه تصویر لحظه را پیدا کردیم.',
      "Negahban installed cameras in all four of our branches and now I watch them all from one phone. The night picture is excellent, and when a till didn't balance once, we found the moment on camera in a few minutes.",
    ],
    rating: 5,
    sort: 3,
  },
  {
    id: 4,
    name: ['سارا احمدی', 'Sara Ahmadi'],
    role: ['مدیر منابع انسانی شرکت داده‌پردازان پارس', 'HR manager, Dadehpardazan Pars'],
    body: [
      'دستگاه‌های تشخیص چهره و نرم‌افزار حضور و غیاب را نگهبان راه‌اندازی کرد و گزارش کارکرد ماهانه که قبلاً دو روز وقت می‌گرفت، حالا در چند دقیقه آماده است. فقط ای کاش آموزش نرم‌افزار کمی مفصل‌تر بود؛ البته پشتیبانی تلفنی همیشه پاسخگو بوده است.',
      'Negahban set up face recognition terminals and the attendance software, and the monthly report that used to take two days is now ready in minutes. I only wish the software training had been a little more thorough — though their phone support has always answered.',
    ],
    rating: 4,
    sort: 4,
  },
  {
    id: 5,
    name: ['حمید رستمی', 'Hamid Rostami'],
    role: ['مدیر ساختمان مجتمع مسکونی سپیدار', 'Building manager, Sepidar Residential Complex'],
    body: [
      'برای گرفتن پایان‌کار به تأییدیه آتش‌نشانی نیاز داشتیم و نمی‌دانستیم از کجا شروع کنیم. نگهبان از طراحی تا نصب جعبه‌های آتش‌نشانی و اسپرینکلرها را انجام داد و در روز بازدید هم کنارمان بود. کار تمیز و سر موعد تحویل شد.',
      "We needed fire department approval for our completion certificate and didn't know where to start. Negahban handled everything from design to installing the hose cabinets and sprinklers, and stood beside us on inspection day. The work was neat and delivered on time.",
    ],
    rating: 5,
    sort: 5,
  },
  {
    id: 6,
    name: ['مهندس کاوه فرهادی', 'Kaveh Farhadi'],
    role: ['مدیر فناوری اطلاعات صنایع غذایی البرز', 'IT manager, Alborz Food Industries'],
    body: [
      'برای اتاق سرور دنبال راه‌حلی بودیم که در صورت حریق به تجهیزات آسیب نزند. سیستم FM-200 که نگهبان طراحی و نصب کرد، با تست یکپارچگی اتاق تحویل شد و مستنداتش کامل بود. زمان اجرا کمی بیشتر از برنامه طول کشید، اما نتیجه کاملاً حرفه‌ای است.',
      "We wanted fire protection for our server room that wouldn't damage the equipment. The FM-200 system Negahban designed and installed was handed over with a room integrity test and full documentation. It took a little longer than planned, but the result is thoroughly professional.",
    ],
    rating: 4,
    sort: 6,
  },
];

export interface DemoProject {
  id: number;
  title: Bi;
  client: Bi;
  summary: Bi;
  serviceLabel: string;
  /** ISO-8601 UTC. */
  completedAt: string;
  /** Drawn for the picture `projects/<id>`. */
  kind: PictureKind;
  tone: Tone;
}

export const PROJECTS: readonly DemoProject[] = [
  {
    id: 1,
    title: ['سیستم اعلام حریق آدرس‌پذیر برج اداری آرین', 'Addressable Fire Alarm for Arian Office Tower'],
    client: ['برج اداری آرین، تهران', 'Arian Office Tower, Tehran'],
    summary: [
      'جایگزینی سیستم متعارف قدیمی با پنل آدرس‌پذیر دو لوپ در برجی ۱۸ طبقه؛ نصب بیش از ۶۰۰ دتکتور و شستی، اتصال به آسانسورها و فن‌های تخلیه دود و اخذ تأییدیه آتش‌نشانی.',
      'Replacing an old conventional system with a two-loop addressable panel in an 18-storey tower: more than 600 detectors and call points, links to lifts and smoke extract fans, and fire department approval.',
    ],
    serviceLabel: 'fire-alarm-system',
    completedAt: '2025-03-10T00:00:00.000Z',
    kind: 'fire-panel',
    tone: 'fire-alarm',
  },
  {
    id: 2,
    title: ['نظارت تصویری مجتمع تجاری ستاره شمال', 'Video Surveillance for Setareh Shomal Mall'],
    client: ['مجتمع تجاری ستاره شمال، رشت', 'Setareh Shomal Mall, Rasht'],
    summary: [
      'طراحی و نصب ۱۲۰ دوربین تحت شبکه در پارکینگ، راهروها و ورودی‌ها با دو NVR شصت‌وچهار کاناله، نگهداری ۳۰ روزه تصاویر و اتاق مانیتورینگ مرکزی.',
      'Design and installation of 120 IP cameras across the car park, corridors and entrances, with two 64-channel NVRs, 30-day retention and a central monitoring room.',
    ],
    serviceLabel: 'security-camera',
    completedAt: '2025-06-22T00:00:00.000Z',
    kind: 'ptz-camera',
    tone: 'cctv',
  },
  {
    id: 3,
    title: ['اطفای گازی FM-200 اتاق سرور صنایع غذایی البرز', 'FM-200 Server Room Protection for Alborz Food Industries'],
    client: ['صنایع غذایی البرز، کرج', 'Alborz Food Industries, Karaj'],
    summary: [
      'محاسبه، طراحی و اجرای سیستم اطفای FM-200 برای اتاق سرور و اتاق UPS، همراه با پنل کنترل اطفا، دتکتورهای دو زونه و آزمون یکپارچگی اتاق.',
      'Calculation, design and installation of FM-200 for the server and UPS rooms, with a releasing panel, two-zone detection and a room integrity test.',
    ],
    serviceLabel: 'fire-extinguishing-system',
    completedAt: '2025-09-15T00:00:00.000Z',
    kind: 'gas-cylinder',
    tone: 'fire-extinguishing',
  },
  {
    id: 4,
    title: ['اعلام حریق بیمارستان مهرگان', 'Fire Alarm for Mehregan Hospital'],
    client: ['بیمارستان مهرگان، اصفهان', 'Mehregan Hospital, Isfahan'],
    summary: [
      'اجرای سیستم اعلام حریق آدرس‌پذیر چهار لوپ در ساختمانی ۲۰۰ تختخوابی بدون توقف کار بخش‌ها؛ آژیرهای صوتی و نوری ویژه بخش‌های بستری و اتصال به درهای ضدحریق.',
      'A four-loop addressable fire alarm in a 200-bed hospital, installed without stopping any ward, with sounders and beacons suited to inpatient wards and links to fire doors.',
    ],
    serviceLabel: 'fire-alarm-system',
    completedAt: '2025-12-04T00:00:00.000Z',
    kind: 'smoke-detector',
    tone: 'fire-alarm',
  },
  {
    id: 5,
    title: ['اسپرینکلر و جعبه‌های آتش‌نشانی مجتمع مسکونی سپیدار', 'Sprinklers and Hose Cabinets for Sepidar Residential Complex'],
    client: ['مجتمع مسکونی سپیدار، تهران', 'Sepidar Residential Complex, Tehran'],
    summary: [
      'اجرای سیستم اسپرینکلر در پارکینگ‌های سه طبقه زیرزمین، نصب جعبه‌های آتش‌نشانی در همه طبقات و همراهی کارفرما تا دریافت تأییدیه آتش‌نشانی برای پایان‌کار.',
      'Sprinklers for three basement car park levels, hose cabinets on every floor, and support for the client through to fire department approval for the completion certificate.',
    ],
    serviceLabel: 'fire-extinguishing-system',
    completedAt: '2026-03-01T00:00:00.000Z',
    kind: 'sprinkler',
    tone: 'fire-extinguishing',
  },
  {
    id: 6,
    title: ['دوربین مداربسته کارخانه قطعه‌سازی توس پارت', 'CCTV for Toos Part Automotive Components Plant'],
    client: ['توس پارت، شهرک صنعتی توس، مشهد', 'Toos Part, Toos Industrial Estate, Mashhad'],
    summary: [
      'پوشش کامل محوطه، سالن‌های تولید و انبار با ۶۴ دوربین هوشمند و دو اسپید دام روی دکل، همراه با هشدار نفوذ شبانه به اتاق نگهبانی.',
      'Full coverage of the grounds, production halls and warehouse with 64 smart cameras and two pole-mounted PTZs, plus night-time intrusion alerts to the guard room.',
    ],
    serviceLabel: 'security-camera',
    completedAt: '2026-06-18T00:00:00.000Z',
    kind: 'bullet-camera',
    tone: 'cctv',
  },
];

export interface DemoDeliveryMethod {
  id: number;
  name: Bi;
  description: Bi;
  priceRial: number;
  needsAddress: boolean;
  /** The price is paid now, the rest of the carrier's fee on arrival. */
  restOnArrival?: boolean;
  zone?: ZonePlace[];
  sort: number;
}

/** How an order reaches the customer (cart type 15): a courier in Tehran, the post, freight for heavy goods, or pickup. */
export const DELIVERY_METHODS: readonly DemoDeliveryMethod[] = [
  {
    id: 1,
    name: ['پیک نگهبان (تهران)', 'Negahban courier (Tehran)'],
    description: [
      'تحویل در همان روز برای سفارش‌هایی که تا ساعت ۱۴ ثبت شوند؛ فقط در محدوده شهر تهران.',
      'Same-day delivery for orders placed before 2 p.m.; within the city of Tehran only.',
    ],
    priceRial: 1_500_000,
    needsAddress: true,
    zone: [{ province: 'تهران', city: 'تهران' }],
    sort: 1,
  },
  {
    id: 2,
    name: ['پست پیشتاز', 'Iran Post express'],
    description: [
      'ارسال با پست پیشتاز به همه شهرها در ۲ تا ۵ روز کاری؛ برای کالاهای کوچک و سبک.',
      'Iran Post express to every city in 2–5 working days; for small, light items.',
    ],
    priceRial: 1_200_000,
    needsAddress: true,
    sort: 2,
  },
  {
    id: 3,
    name: ['باربری (کالای سنگین)', 'Freight (heavy items)'],
    description: [
      'ارسال با باربری به سراسر ایران در ۳ تا ۷ روز کاری؛ برای کپسول‌های بزرگ، پنل‌ها، کابینت‌ها و گیت‌ها. هزینه نهایی در مقصد تسویه می‌شود.',
      'Road freight anywhere in Iran in 3–7 working days; for large cylinders, panels, cabinets and gates. The final fee is settled on arrival.',
    ],
    priceRial: 4_500_000,
    needsAddress: true,
    restOnArrival: true,
    sort: 3,
  },
  {
    id: 4,
    name: ['تحویل حضوری در دفتر', 'Pickup at our office'],
    description: [
      // The office's address and hours follow on the step itself (checkout/pickup-place.tsx).
      'دریافت سفارش از دفتر نگهبان در تهران؛ بدون هزینه ارسال.',
      'Collect your order at the Negahban office in Tehran; no delivery fee.',
    ],
    priceRial: 0,
    needsAddress: false,
    sort: 4,
  },
];
