import type { Bi, BiParagraphs, PictureKind, Tone } from './types.ts';

export interface DemoService {
  id: number;
  label: string;
  title: Bi;
  summary: Bi;
  body: BiParagraphs;
  /** Drawn for the picture `services/<label>`. */
  kind: PictureKind;
  tone: Tone;
  sort: number;
}

export const SERVICES: readonly DemoService[] = [
  {
    id: 1,
    label: 'fire-alarm-system',
    title: ['طراحی و اجرای سیستم اعلام حریق', 'Fire Alarm System Design & Installation'],
    summary: [
      'از بازدید و طراحی تا نصب، راه‌اندازی و اخذ تأییدیه آتش‌نشانی؛ سیستم اعلام حریق متعارف و آدرس‌پذیر برای هر نوع ساختمان.',
      'From survey and design to installation, commissioning and fire department approval — conventional and addressable fire alarms for any building.',
    ],
    body: [
      [
        'سیستم اعلام حریق اولین خط دفاعی هر ساختمان در برابر آتش است. چند دقیقه زودتر باخبر شدن، تفاوت میان یک حادثه کوچک و یک فاجعه است. نگهبان بیش از پانزده سال است که برای ساختمان‌های مسکونی، اداری، تجاری، درمانی و صنعتی سیستم اعلام حریق طراحی و اجرا می‌کند.',
        'کار ما با بازدید از محل و بررسی نقشه‌ها شروع می‌شود. بر اساس کاربری فضاها، ارتفاع سقف و ضوابط مبحث سوم مقررات ملی ساختمان، نوع و محل دتکتورها، شستی‌ها و آژیرها را تعیین می‌کنیم و پیشنهاد می‌دهیم که پنل متعارف برای پروژه شما کافی است یا سیستم آدرس‌پذیر به صرفه‌تر است. نقشه‌های اجرایی و فهرست تجهیزات پیش از شروع کار در اختیار شما قرار می‌گیرد.',
        'اجرا توسط تکنسین‌های آموزش‌دیده و با کابل نسوز استاندارد انجام می‌شود. پس از نصب، همه دتکتورها با اسپری تست دود و دستگاه حرارتی آزمایش می‌شوند، سناریوی علت و معلولی روی پنل برنامه‌ریزی می‌شود و سیستم به آسانسورها، دمپرها و سیستم اطفا متصل می‌گردد. در بازدید کارشناسان آتش‌نشانی نیز همراه شما هستیم تا تأییدیه بدون دردسر صادر شود.',
        'پس از تحویل، قرارداد نگهداری دوره‌ای ارائه می‌دهیم: بازدید فصلی، تست دتکتورها، بررسی باتری‌ها و گزارش مکتوب برای مدیریت ساختمان. همه تجهیزاتی که نصب می‌کنیم اصل و دارای گارانتی‌اند و قطعات یدکی آن‌ها در انبار ما موجود است.',
      ],
      [
        "A fire alarm is every building's first line of defence. Knowing a few minutes earlier is the difference between a small incident and a disaster. For more than fifteen years Negahban has designed and installed fire alarm systems for residential, office, retail, healthcare and industrial buildings.",
        'We start with a site visit and a review of the drawings. Based on how each space is used, ceiling heights and Topic 3 of the Iranian National Building Regulations, we decide the type and position of detectors, call points and sounders, and advise whether a conventional panel is enough for your project or an addressable system makes more sense. You receive the working drawings and equipment list before any work begins.',
        'Installation is carried out by trained technicians with standard fire-resistant cable. Afterwards every detector is tested with smoke spray and a heat tester, the cause-and-effect scenario is programmed into the panel, and the system is linked to lifts, dampers and any suppression system. We attend the fire department inspection with you so the approval is issued without fuss.',
        'After handover we offer a maintenance contract: quarterly visits, detector testing, battery checks and a written report for the building management. Everything we install is genuine and under warranty, and spare parts are held in our own stock.',
      ],
    ],
    kind: 'fire-panel',
    tone: 'fire-alarm',
    sort: 1,
  },
  {
    id: 2,
    label: 'security-camera',
    title: ['نصب دوربین مداربسته', 'Security Camera Installation'],
    summary: [
      'طراحی، نصب و راه‌اندازی دوربین‌های مداربسته تحت شبکه و آنالوگ با مشاهده از راه دور روی موبایل؛ برای خانه، فروشگاه، اداره و کارخانه.',
      'Design, installation and set-up of IP and analog CCTV with remote viewing on your phone — for homes, shops, offices and factories.',
    ],
    body: [
      [
        'یک سیستم دوربین مداربسته خوب، فقط تعدادی دوربین روی دیوار نیست. اگر زاویه‌ها درست انتخاب نشوند، تصویر در شب کیفیت نداشته باشد یا هارد دستگاه زود پر شود، درست در لحظه‌ای که به تصویر نیاز دارید، چیزی در دست نخواهید داشت. کارشناسان نگهبان پیش از پیشنهاد هر تجهیزاتی، محل را از نزدیک می‌بینند.',
        'در بازدید، نقاط حساس مثل ورودی‌ها، صندوق، انبار و محوطه را مشخص می‌کنیم و برای هر نقطه، نوع دوربین، لنز و کیفیت مناسب را انتخاب می‌کنیم. سپس بر اساس تعداد روزهایی که می‌خواهید تصاویر نگه داشته شوند، ظرفیت هارد و نوع دستگاه ضبط محاسبه می‌شود. نتیجه یک پیشنهاد شفاف است که دقیقاً می‌دانید برای چه چیزی هزینه می‌کنید.',
        'نصب با کابل‌کشی تمیز و داکت‌کشی استاندارد انجام می‌شود. پس از راه‌اندازی، مشاهده تصاویر روی موبایل و کامپیوتر را تنظیم می‌کنیم، رمزهای پیش‌فرض را تغییر می‌دهیم و به شما آموزش می‌دهیم چطور یک اتفاق را در تصاویر ضبط‌شده پیدا کنید و از آن خروجی بگیرید.',
        'برای سیستم‌های قدیمی آنالوگ هم راه‌حل داریم: در بیشتر موارد می‌توان با حفظ کابل‌کشی موجود، دوربین‌ها و دستگاه را به نمونه‌های HD و هوشمند ارتقا داد. همه پروژه‌ها یک سال گارانتی نصب و پشتیبانی تلفنی دارند.',
      ],
      [
        "A good CCTV system is more than a few cameras on a wall. If the angles are wrong, the night picture is poor or the recorder's disk fills up too soon, you will have nothing at the very moment you need footage. Negahban's specialists see your site in person before recommending any equipment.",
        'During the visit we identify the critical points — entrances, tills, stores and grounds — and choose the right camera type, lens and resolution for each. Then, from how many days of footage you want to keep, we work out the storage and the recorder. The result is a transparent proposal: you know exactly what you are paying for.',
        'Installation comes with neat cabling and standard trunking. Once the system is running we set up viewing on your phone and computer, change every default password and show you how to find an event in the recordings and export it.',
        'We have an answer for older analog systems too: in most cases the existing cabling can stay while cameras and recorder are upgraded to HD and smart models. Every project includes a one-year installation warranty and phone support.',
      ],
    ],
    kind: 'dome-camera',
    tone: 'cctv',
    sort: 2,
  },
  {
    id: 3,
    label: 'fire-extinguishing-system',
    title: ['سیستم‌های اطفای حریق', 'Fire Extinguishing Systems'],
    summary: [
      'اطفای گازی FM-200 برای اتاق سرور و تابلو برق، سیستم اسپرینکلر و جعبه‌های آتش‌نشانی، و تأمین و شارژ کپسول؛ طراحی و اجرا طبق استاندارد.',
      'FM-200 gas suppression for server and switch rooms, sprinkler systems, hose cabinets and extinguisher supply and recharging — designed and installed to standard.',
    ],
    body: [
      [
        'تشخیص حریق نیمی از کار است؛ نیمه دیگر، مهار آن پیش از گسترش است. نگهبان برای هر فضا سیستم اطفای متناسب با آن را طراحی می‌کند، چون آبی که یک انبار را نجات می‌دهد، می‌تواند یک اتاق سرور را از کار بیندازد.',
        'برای اتاق‌های سرور، دیتاسنترها، تابلوهای برق و آرشیوها سیستم اطفای گازی FM-200 را پیشنهاد می‌کنیم. این گاز بدون آسیب به تجهیزات و بدون باقی‌گذاشتن اثر، آتش را در چند ثانیه خاموش می‌کند. محاسبه مقدار گاز، طراحی لوله‌کشی و نازل‌ها، نصب پنل کنترل اطفا و آزمون یکپارچگی اتاق همه بخشی از کار ماست.',
        'در ساختمان‌های مسکونی، اداری و تجاری، سیستم اسپرینکلر و جعبه‌های آتش‌نشانی طبق ضوابط آتش‌نشانی اجرا می‌شود: از محاسبات هیدرولیک و انتخاب پمپ و مخزن تا لوله‌کشی، نصب اسپرینکلرها و تست فشار. برای پارکینگ‌ها، آشپزخانه‌های صنعتی و کارگاه‌ها نیز راه‌حل‌های ویژه داریم.',
        'کپسول‌های آتش‌نشانی را با توجه به نوع خطر هر فضا انتخاب، نصب و برچسب‌گذاری می‌کنیم و سرویس شارژ سالانه آن‌ها را هم انجام می‌دهیم تا در روز مبادا، آماده کار باشند.',
      ],
      [
        'Detecting a fire is half the job; the other half is stopping it before it spreads. Negahban designs the right suppression for each space, because the water that saves a warehouse can knock out a server room.',
        'For server rooms, data centres, switchgear and archives we recommend FM-200 gas suppression. It puts a fire out in seconds without harming equipment or leaving residue. Agent calculations, pipe and nozzle design, the releasing panel and the room integrity test are all part of our work.',
        'In residential, office and commercial buildings we install sprinkler systems and hose cabinets to fire department rules — from hydraulic calculations and pump and tank selection to pipework, sprinkler heads and pressure testing. We also have dedicated solutions for car parks, commercial kitchens and workshops.',
        'We choose, mount and label extinguishers to match the hazard in each space, and recharge them every year so they are ready on the day they are needed.',
      ],
    ],
    kind: 'gas-cylinder',
    tone: 'fire-extinguishing',
    sort: 3,
  },
  {
    id: 4,
    label: 'access-control-system',
    title: ['سیستم کنترل تردد و حضور و غیاب', 'Access Control & Time Attendance'],
    summary: [
      'دستگاه‌های اثر انگشت و تشخیص چهره، کارت‌خوان، قفل برقی و گیت؛ نصب، راه‌اندازی نرم‌افزار و اتصال به سیستم اعلام حریق.',
      'Fingerprint and face terminals, card readers, electric locks and gates — installed, with software set up and linked to the fire alarm.',
    ],
    body: [
      [
        'کنترل تردد یعنی هر کس فقط به جایی برود که اجازه دارد، و شما همیشه بدانید چه کسی، چه زمانی، کجا بوده است. از یک دستگاه حضور و غیاب ساده در یک دفتر کوچک تا گیت‌های لابی و کنترل ده‌ها درب در یک مجتمع اداری، نگهبان راه‌حل متناسب با نیاز و بودجه شما را ارائه می‌دهد.',
        'پس از بررسی ورودی‌ها و نحوه کار سازمان، روش شناسایی مناسب را پیشنهاد می‌دهیم: کارت برای ترددهای زیاد، اثر انگشت یا چهره برای جلوگیری از جابه‌جایی کارت میان افراد، و ترکیب آن‌ها برای اتاق‌های حساس. قفل‌ها متناسب با جنس در انتخاب می‌شوند و همه قفل‌های مسیر فرار به سیستم اعلام حریق متصل می‌شوند تا در لحظه حریق، درها باز شوند.',
        'نرم‌افزار حضور و غیاب را نصب و تعریف شیفت‌ها، مرخصی‌ها و گزارش‌ها را مطابق قوانین سازمانتان تنظیم می‌کنیم. در صورت نیاز، اطلاعات به نرم‌افزار حقوق و دستمزد شما منتقل می‌شود تا کار واحد اداری ساده‌تر شود.',
        'آموزش مدیر سیستم، ثبت اولیه کارکنان و یک سال پشتیبانی رایگان بخشی از هر پروژه است.',
      ],
      [
        'Access control means everyone goes only where they are allowed, and you always know who was where, and when. From a single attendance terminal in a small office to lobby gates and dozens of doors in an office complex, Negahban offers the solution that fits your needs and budget.',
        'After reviewing your entrances and how your organisation works, we recommend the right way to identify people: cards for heavy traffic, fingerprint or face to stop people lending each other cards, and a combination for sensitive rooms. Locks are matched to each door, and every escape-route lock is wired to the fire alarm so doors open the moment a fire is detected.',
        "We install the attendance software and set up shifts, leave and reports to your organisation's rules. If you need it, data flows into your payroll software to lighten the load on your administration team.",
        'Administrator training, initial staff enrolment and a year of free support come with every project.',
      ],
    ],
    kind: 'face-terminal',
    tone: 'access-control',
    sort: 4,
  },
];
