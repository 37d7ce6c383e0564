import type { DemoPost } from './types.ts';

/** Blog posts about fire alarm systems. */
export const FIRE_ALARM_POSTS: readonly DemoPost[] = [
  {
    id: 23,
    category: 'fire-alarm',
    name: ['دتکتور دودی یا حرارتی؛ کدام را کجا نصب کنیم؟', 'Smoke or Heat Detector: Which Goes Where?'],
    summary: [
      'دتکتور دودی زودتر خبر می‌دهد و دتکتور حرارتی کمتر اشتباه می‌کند. با تفاوت این دو و جای درست هر کدام آشنا شوید.',
      'Smoke detectors warn earlier; heat detectors make fewer mistakes. Learn the difference and where each one belongs.',
    ],
    body: [
      [
        'دتکتورها چشم‌های سیستم اعلام حریق‌اند و انتخاب نوع درست آن‌ها، هم در سرعت تشخیص حریق اثر دارد و هم در تعداد هشدارهای کاذب. دو نوع اصلی، دتکتور دودی و دتکتور حرارتی هستند و هیچ‌کدام به‌تنهایی برای همه فضاها مناسب نیست.',
        'دتکتور دودی اپتیکال در محفظه‌ای تاریک، پرتوی نور را می‌تاباند. وقتی ذرات دود وارد محفظه شوند، نور را پراکنده می‌کنند و حسگر آن را تشخیص می‌دهد. بیشتر آتش‌سوزی‌های ساختمانی، مثل اتصالی کابل یا سوختن مبلمان، پیش از شعله‌ور شدن مدتی دود می‌کنند؛ پس دتکتور دودی معمولاً دقایقی زودتر از دتکتور حرارتی هشدار می‌دهد. به همین دلیل برای اتاق‌ها، راهروها، دفاتر و اتاق‌های خواب انتخاب اصلی است.',
        'دتکتور حرارتی به دما واکنش نشان می‌دهد. نوع «ثابت» با رسیدن دما به حدی مشخص، معمولاً ۵۷ درجه سانتی‌گراد، عمل می‌کند و نوع «افزایشی» به بالا رفتن سریع دما حساس است. این دتکتورها دیرتر از دتکتور دودی هشدار می‌دهند، اما بخار، دود خودرو و گردوغبار فریبشان نمی‌دهد.',
        'بنابراین در آشپزخانه، پارکینگ، موتورخانه، حمام‌های عمومی، کارگاه‌های پرگردوغبار و اتاق‌های دیگ بخار، دتکتور حرارتی انتخاب درست است. نصب دتکتور دودی در این فضاها معمولاً به هشدارهای کاذب مکرر منجر می‌شود و در نهایت ساکنان سیستم را خاموش می‌کنند؛ یعنی بدترین اتفاق ممکن.',
        'فاصله‌گذاری هم اهمیت دارد. هر دتکتور دودی در سقف‌های معمولی تقریباً ۱۰۰ متر مربع و هر دتکتور حرارتی حدود ۵۰ متر مربع را پوشش می‌دهد؛ البته این اعداد با ارتفاع سقف، تیرها و شکل اتاق تغییر می‌کند. طراحی دقیق را به کارشناس بسپارید تا هم ایمنی تأمین شود و هم هزینه اضافه نکنید.',
      ],
      [
        'Detectors are the eyes of a fire alarm system, and choosing the right type affects both how fast a fire is detected and how many false alarms you get. The two main types are smoke and heat detectors, and neither suits every space on its own.',
        'An optical smoke detector shines a beam of light inside a dark chamber. When smoke particles enter, they scatter the light and the sensor picks it up. Most building fires — a shorted cable, smouldering furniture — produce smoke for a while before flames appear, so a smoke detector usually warns minutes earlier than a heat detector. That makes it the first choice for rooms, corridors, offices and bedrooms.',
        "A heat detector responds to temperature. The fixed-temperature type operates at a set point, usually 57 °C; the rate-of-rise type reacts to a rapid increase. They alarm later than smoke detectors, but steam, exhaust fumes and dust don't fool them.",
        'So in kitchens, car parks, plant rooms, communal bathrooms, dusty workshops and boiler rooms, a heat detector is the right choice. A smoke detector there tends to cause repeated false alarms until the occupants switch the system off — the worst possible outcome.',
        'Spacing matters too. On ordinary ceilings a smoke detector covers roughly 100 m² and a heat detector about 50 m², though ceiling height, beams and room shape change those figures. Leave the detailed design to a specialist, so you get the protection you need without paying for more than you need.',
      ],
    ],
    publishedAt: '2025-04-12T06:45:00.000Z',
    kind: 'smoke-detector',
    tone: 'fire-alarm',
  },
  {
    id: 45,
    category: 'fire-alarm',
    name: ['سیستم اعلام حریق چیست و چگونه کار می‌کند؟', 'What Is a Fire Alarm System and How Does It Work?'],
    summary: [
      'آشنایی با اجزای سیستم اعلام حریق، تفاوت سیستم‌های متعارف و آدرس‌پذیر و اینکه کدام برای ساختمان شما مناسب است.',
      'The parts of a fire alarm system, the difference between conventional and addressable systems, and which one fits your building.',
    ],
    body: [
      [
        'سیستم اعلام حریق مجموعه‌ای از تجهیزات است که وجود آتش را در کوتاه‌ترین زمان تشخیص می‌دهد و ساکنان ساختمان را برای تخلیه باخبر می‌کند. در بیشتر آتش‌سوزی‌ها، آنچه جان افراد را می‌گیرد دود است، نه شعله؛ و چند دقیقه زمان اضافه برای خروج، اهمیتی حیاتی دارد.',
        'هر سیستم اعلام حریق چند جزء اصلی دارد. دتکتورها دود یا حرارت را حس می‌کنند، شستی‌های دستی به افراد اجازه می‌دهند خودشان حریق را اعلام کنند، آژیرها و فلاشرها هشدار را به گوش و چشم همه می‌رسانند، و کنترل پنل مغز سیستم است که اطلاعات را دریافت می‌کند، تصمیم می‌گیرد و فرمان می‌دهد. پنل می‌تواند آسانسورها را به طبقه همکف بفرستد، فن‌های تهویه را خاموش کند، درهای مسیر فرار را باز کند و سیستم اطفا را فعال کند.',
        'در سیستم متعارف، ساختمان به چند «زون» تقسیم می‌شود و همه تجهیزات هر زون روی یک مدار قرار دارند. وقتی حریق اعلام شود، پنل فقط می‌گوید کدام زون فعال شده است، نه کدام دتکتور. این سیستم ساده و ارزان است و برای ساختمان‌های مسکونی و اداری کوچک و متوسط کاملاً کافی است.',
        'در سیستم آدرس‌پذیر هر دتکتور و شستی شناسه منحصربه‌فرد خود را دارد و پنل محل دقیق حریق را، مثلاً «طبقه هفتم، اتاق ۷۰۴»، نشان می‌دهد. کابل‌کشی لوپی است و قطع شدن کابل در یک نقطه، کل سیستم را از کار نمی‌اندازد. برای برج‌ها، هتل‌ها، بیمارستان‌ها و مراکز تجاری، سیستم آدرس‌پذیر انتخاب استاندارد است.',
        'انتخاب میان این دو به اندازه ساختمان، تعداد تجهیزات، حساسیت کاربری و بودجه بستگی دارد. نکته مهم این است که در هر دو حالت، طراحی باید مطابق مبحث سوم مقررات ملی ساختمان و ضوابط آتش‌نشانی باشد. کارشناسان نگهبان با بررسی نقشه‌ها، بهترین گزینه را پیشنهاد می‌دهند.',
      ],
      [
        'A fire alarm system is a set of devices that detects a fire as quickly as possible and warns everyone in the building to get out. In most fires it is the smoke that kills, not the flames, and a few extra minutes to escape are vital.',
        "Every fire alarm system has a few main parts. Detectors sense smoke or heat; manual call points let people raise the alarm themselves; sounders and beacons get the warning to everyone's ears and eyes; and the control panel is the brain that takes in the signals, decides and gives commands. The panel can send lifts to the ground floor, stop ventilation fans, open escape doors and trigger a suppression system.",
        'In a conventional system the building is divided into zones, and all the devices in a zone share one circuit. When there is a fire the panel can tell you which zone, but not which detector. It is simple and inexpensive, and fully adequate for small and medium residential and office buildings.',
        'In an addressable system every detector and call point has its own identity, and the panel shows exactly where the fire is — "Seventh floor, room 704", for example. Wiring runs in a loop, so a break at one point does not take down the whole system. For towers, hotels, hospitals and shopping centres, addressable is the standard.',
        "The choice depends on building size, device count, how critical the use is and budget. Either way, the design must follow Topic 3 of the Iranian National Building Regulations and the fire department's rules. Negahban's engineers will review your drawings and recommend the best option.",
      ],
    ],
    publishedAt: '2025-07-08T07:00:00.000Z',
    kind: 'fire-panel',
    tone: 'fire-alarm',
  },
  {
    id: 131,
    category: 'fire-alarm',
    name: ['چک‌لیست نگهداری سیستم اعلام حریق؛ ماهانه، فصلی و سالانه', 'Fire Alarm Maintenance Checklist: Monthly, Quarterly and Yearly'],
    summary: [
      'سیستم اعلام حریقی که نگهداری نشود، در روز حادثه ممکن است کار نکند. این چک‌لیست ساده را به مدیر ساختمان بسپارید.',
      'A fire alarm that is not maintained may fail on the day it matters. Hand this simple checklist to your building manager.',
    ],
    body: [
      [
        'نصب سیستم اعلام حریق پایان کار نیست. دتکتورها به مرور گردوغبار جمع می‌کنند، باتری‌ها فرسوده می‌شوند و گاهی در جریان تعمیرات ساختمان، کابلی قطع می‌شود یا دتکتوری زیر رنگ می‌رود. نگهداری منظم تضمین می‌کند سیستم در لحظه نیاز کار کند.',
        'هر روز یا دست‌کم هر هفته: نگاهی به پنل بیندازید. چراغ «عادی» یا «تغذیه» باید روشن باشد و هیچ چراغ خطا یا زون غیرفعالی دیده نشود. اگر پنل پیام خطا نشان می‌دهد، آن را نادیده نگیرید و فقط صدای بوق را قطع نکنید؛ با شرکت نگهداری تماس بگیرید.',
        'هر ماه: یک شستی را به‌صورت چرخشی فعال کنید تا از کار کردن آژیرها در همه طبقات مطمئن شوید. پیش از آزمایش، ساکنان را باخبر کنید. مسیرهای دسترسی به شستی‌ها و جعبه‌های آتش‌نشانی را هم بررسی کنید که با وسایل مسدود نشده باشند.',
        'هر سه ماه: بخشی از دتکتورها با اسپری تست دود یا دستگاه تست حرارت آزمایش شوند، به‌طوری که در طول سال همه دتکتورها دست‌کم یک بار تست شده باشند. ولتاژ باتری‌ها و شارژر پنل اندازه‌گیری شود و ارتباط پنل با آسانسور، دمپرها و سیستم اطفا کنترل شود.',
        'هر سال: همه تجهیزات بازدید و دتکتورهای کثیف تمیز یا تعویض شوند. باتری‌های پشتیبان معمولاً هر سه تا چهار سال نیاز به تعویض دارند. نتیجه همه آزمایش‌ها در دفترچه نگهداری ثبت شود؛ این دفترچه در بازدیدهای آتش‌نشانی از شما خواسته می‌شود. نگهبان همه این مراحل را در قالب قرارداد نگهداری سالانه انجام می‌دهد.',
      ],
      [
        'Installing a fire alarm is not the end of the job. Detectors collect dust, batteries wear out, and during building works a cable gets cut or a detector gets painted over. Regular maintenance makes sure the system works when it is needed.',
        'Every day, or at least every week: glance at the panel. The "normal" or "power" light should be on, with no fault or disabled-zone lights. If the panel shows a fault, don\'t just silence the buzzer and ignore it — call your maintenance company.',
        'Every month: operate one call point, a different one each time, to make sure the sounders work on every floor. Tell the occupants before testing. Also check that nothing is blocking access to call points and hose cabinets.',
        "Every quarter: test a share of the detectors with smoke spray or a heat tester, so that every detector is tested at least once a year. Measure the battery and charger voltages and check the panel's links to lifts, dampers and the suppression system.",
        'Every year: inspect all equipment and clean or replace dirty detectors. Standby batteries usually need replacing every three to four years. Record every test in the maintenance log; the fire department will ask for it at inspections. Negahban carries out all of this under an annual maintenance contract.',
      ],
    ],
    publishedAt: '2026-04-28T08:20:00.000Z',
    kind: 'call-point',
    tone: 'fire-alarm',
  },
];
