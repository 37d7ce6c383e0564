import type { DemoPost } from './types.ts';

/** Blog posts about fire extinguishing and suppression. */
export const FIRE_SUPPRESSION_POSTS: readonly DemoPost[] = [
  {
    id: 58,
    category: 'fire-suppression',
    name: ['نگهداری و شارژ کپسول آتش‌نشانی؛ هر آنچه باید بدانید', 'Fire Extinguisher Care and Recharging: What You Need to Know'],
    summary: [
      'کپسولی که سال‌ها گوشه دیوار مانده، شاید در لحظه حریق کار نکند. چه زمانی باید کپسول را بازدید، شارژ یا تعویض کرد؟',
      'An extinguisher left on the wall for years may not work when a fire breaks out. When should it be checked, recharged or replaced?',
    ],
    body: [
      [
        'کپسول آتش‌نشانی ساده‌ترین و در دسترس‌ترین ابزار مهار حریق است، اما فقط وقتی به کار می‌آید که آماده باشد. متأسفانه در بسیاری از ساختمان‌ها کپسول‌ها سال‌ها بدون بازدید می‌مانند و وقتی کسی برای اولین بار ماشه را فشار می‌دهد، چیزی بیرون نمی‌آید.',
        'بازدید ماهانه کار سختی نیست و از عهده هر کسی برمی‌آید. عقربه گیج فشار باید در محدوده سبز باشد. ضامن و پلمب باید سالم باشند، شیلنگ ترک نخورده باشد و بدنه زنگ‌زدگی یا فرورفتگی نداشته باشد. کپسول باید در جای خودش و در دسترس باشد، نه پشت در انباری یا زیر جعبه‌ها.',
        'کپسول‌های پودری معمولاً سالی یک بار باید توسط شرکت مجاز بازدید و در صورت نیاز شارژ شوند. پودر داخل کپسول با گذشت زمان و در اثر لرزش، متراکم و کلوخه می‌شود؛ به همین دلیل حتی اگر گیج فشار درست را نشان دهد، ممکن است پودر به‌درستی خارج نشود. هر کپسولی که حتی برای چند ثانیه استفاده شده، باید فوراً شارژ شود؛ فشار آن به‌تدریج از دست می‌رود.',
        'مخزن کپسول‌ها هم عمر محدودی دارد و باید در فواصل چندساله، طبق دستورالعمل سازنده، تست هیدرواستاتیک شود. کپسولی که بدنه‌اش زنگ زده، ضربه خورده یا در تست رد شده، دیگر قابل شارژ نیست و باید تعویض شود.',
        'نگهبان سرویس بازدید، شارژ و تست کپسول را در محل یا در کارگاه انجام می‌دهد و روی هر کپسول برچسب تاریخ آخرین شارژ و بازدید بعدی نصب می‌کند تا همیشه بدانید کپسول‌هایتان در چه وضعیتی هستند.',
      ],
      [
        'A fire extinguisher is the simplest and most accessible firefighting tool, but only if it is ready. In far too many buildings extinguishers go years without a check, and when someone finally squeezes the handle, nothing comes out.',
        'A monthly check is easy and anyone can do it. The gauge needle should sit in the green. The safety pin and seal should be intact, the hose uncracked and the body free of rust and dents. The extinguisher should be in its place and reachable — not behind a storeroom door or under boxes.',
        'Powder extinguishers should normally be serviced once a year by an approved company and recharged as needed. Over time and with vibration the powder compacts and cakes, so even with a correct gauge reading it may not discharge properly. Any extinguisher that has been used, even for a few seconds, must be recharged immediately — it will slowly lose pressure.',
        'Cylinders also have a limited life and need hydrostatic testing at intervals of several years, as the manufacturer specifies. A cylinder that is rusted, dented or fails the test cannot be recharged and must be replaced.',
        'Negahban inspects, recharges and tests extinguishers on site or in our workshop, and labels each one with the date of its last service and the next due date, so you always know where you stand.',
      ],
    ],
    publishedAt: '2025-08-30T07:40:00.000Z',
    kind: 'extinguisher',
    tone: 'fire-extinguishing',
  },
  {
    id: 93,
    category: 'fire-suppression',
    name: ['اطفای حریق گازی FM-200؛ بهترین محافظ اتاق سرور', 'FM-200 Gas Suppression: The Best Protection for a Server Room'],
    summary: [
      'چرا برای اتاق سرور و تابلو برق نباید از آب یا پودر استفاده کرد و سیستم FM-200 چطور آتش را بدون آسیب به تجهیزات خاموش می‌کند.',
      "Why water and powder don't belong in server and switch rooms, and how FM-200 puts out a fire without harming the equipment.",
    ],
    body: [
      [
        'اتاق سرور بسیاری از سازمان‌ها ارزشمندترین اتاق ساختمان است؛ نه فقط به خاطر قیمت تجهیزات، بلکه به خاطر اطلاعات و خدماتی که به آن وابسته‌اند. اسپرینکلر آبی یا کپسول پودری می‌تواند آتش را خاموش کند، اما همزمان سرورها، سوئیچ‌ها و ذخیره‌سازها را هم از کار می‌اندازد. اینجاست که سیستم‌های اطفای گازی پاک اهمیت پیدا می‌کنند.',
        'FM-200 نام تجاری گاز HFC-227ea است. این گاز بی‌رنگ و بی‌بو است، رسانای برق نیست و پس از تخلیه هیچ اثری روی تجهیزات باقی نمی‌گذارد. FM-200 عمدتاً با جذب حرارت، زنجیره سوختن را قطع می‌کند و در غلظتی که برای اطفا طراحی می‌شود، برای افرادی که در اتاق هستند خطرناک نیست؛ برخلاف CO2 که برای خاموش کردن آتش، اکسیژن اتاق را تا حد خطرناکی پایین می‌آورد.',
        'یک سیستم FM-200 از سیلندر یا سیلندرهای گاز، لوله‌کشی و نازل‌ها، دتکتورهای دودی و پنل کنترل اطفا تشکیل می‌شود. وقتی دو دتکتور از دو زون مختلف حریق را تأیید کنند، پنل آژیر را فعال می‌کند و پس از یک شمارش معکوس کوتاه که فرصت خروج افراد را فراهم می‌کند، گاز را تخلیه می‌کند. کل گاز در کمتر از ۱۰ ثانیه وارد اتاق می‌شود.',
        'برای اینکه گاز کار کند، باید به غلظت لازم برسد و مدتی در اتاق بماند. بنابراین اتاق باید تا حد ممکن آب‌بند باشد: درزهای در، سوراخ‌های عبور کابل و دریچه‌های تهویه باید بسته شوند. پس از نصب، آزمون یکپارچگی اتاق (Door Fan Test) نشان می‌دهد گاز به اندازه کافی در اتاق باقی می‌ماند یا نه.',
        'مقدار گاز با محاسبه مهندسی و بر اساس حجم اتاق، دما و نوع خطر تعیین می‌شود. جایگزین‌هایی مثل Novec 1230 هم وجود دارند که انتخاب میان آن‌ها به شرایط پروژه بستگی دارد. برای بازدید و محاسبه رایگان با کارشناسان نگهبان تماس بگیرید.',
      ],
      [
        'For many organisations the server room is the most valuable room in the building — not just for the price of the hardware but for the data and services that depend on it. A water sprinkler or a powder extinguisher can put out a fire, but it will also take out the servers, switches and storage. That is where clean-agent gas systems come in.',
        'FM-200 is the trade name of HFC-227ea. It is colourless and odourless, does not conduct electricity and leaves no residue on equipment. FM-200 works mainly by absorbing heat to break the combustion chain, and at its design concentration it is safe for people in the room — unlike CO2, which puts a fire out by lowering oxygen to dangerous levels.',
        'An FM-200 system consists of one or more gas cylinders, pipework and nozzles, smoke detectors and an extinguishing control panel. When detectors in two separate zones confirm a fire, the panel sounds the alarm and, after a short countdown to let people leave, releases the gas. The entire charge enters the room in under 10 seconds.',
        'To work, the gas must reach the required concentration and stay there for a while, so the room must be as airtight as possible: door gaps, cable penetrations and ventilation openings all need sealing. After installation a room integrity (door fan) test shows whether enough gas will be held in the room.',
        'The amount of agent is set by an engineering calculation based on room volume, temperature and hazard. Alternatives such as Novec 1230 exist, and the right choice depends on the project. Contact Negahban for a free survey and calculation.',
      ],
    ],
    publishedAt: '2025-12-16T09:30:00.000Z',
    kind: 'gas-cylinder',
    tone: 'fire-extinguishing',
  },
  {
    id: 149,
    category: 'fire-suppression',
    name: ['اطفای حریق چیست؟ آشنایی با انواع سیستم‌های اطفا', 'What Is Fire Extinguishing? A Guide to Suppression Systems'],
    summary: [
      'از کپسول دستی تا اسپرینکلر و اطفای گازی؛ هر روش اطفا چطور کار می‌کند و برای چه فضایی مناسب است.',
      'From portable extinguishers to sprinklers and gas suppression — how each method works and which spaces it suits.',
    ],
    body: [
      [
        'برای ادامه سوختن، آتش به سه چیز نیاز دارد: ماده سوختنی، اکسیژن و حرارت. به این سه، «مثلث آتش» می‌گویند و امروزه واکنش زنجیره‌ای سوختن را هم ضلع چهارم آن می‌دانند. اطفای حریق یعنی حذف یکی از این اضلاع؛ خنک کردن، خفه کردن، جدا کردن سوخت یا قطع زنجیره واکنش. هر روش اطفا بر یکی یا چند تا از این اصول تکیه دارد.',
        'ساده‌ترین ابزار اطفا، کپسول دستی است. کپسول پودری ABC برای بیشتر آتش‌ها مناسب است، کپسول CO2 برای تجهیزات برقی و الکترونیکی و کپسول آب و کف برای آتش مواد جامد و مایعات. کپسول‌ها برای مهار آتش در مراحل اولیه ساخته شده‌اند و همه ساکنان ساختمان باید نحوه استفاده از آن‌ها را بدانند.',
        'جعبه‌های آتش‌نشانی با قرقره و شیلنگ، آب را با فشار شبکه یا پمپ در اختیار ساکنان قرار می‌دهند و برای آتش‌هایی که از توان یک کپسول بیشترند، مفیدند. سیستم اسپرینکلر یک قدم جلوتر است: خودکار عمل می‌کند و حتی اگر کسی در ساختمان نباشد، آتش را در همان نقطه شروع مهار یا کنترل می‌کند. آمارهای جهانی نشان می‌دهد ساختمان‌هایی که اسپرینکلر دارند، خسارت جانی و مالی بسیار کمتری در حریق می‌بینند.',
        'برای فضاهایی که آب به تجهیزات آسیب می‌زند، مثل اتاق سرور، تابلوهای برق، آرشیوها و موزه‌ها، سیستم‌های اطفای گازی مثل FM-200 یا CO2 به کار می‌روند. در آشپزخانه‌های صنعتی، سیستم‌های اطفای ویژه هود با مواد شیمیایی مرطوب نصب می‌شوند و در انبارهای مواد قابل اشتعال، سیستم‌های کف.',
        'هیچ روشی برای همه فضاها مناسب نیست. طراحی درست یعنی شناخت خطر هر فضا و انتخاب ترکیبی از این روش‌ها که هم ایمنی را تأمین کند و هم با ضوابط آتش‌نشانی و مقررات ملی ساختمان سازگار باشد. کارشناسان نگهبان در این مسیر همراه شما هستند.',
      ],
      [
        'To keep burning, a fire needs three things: fuel, oxygen and heat. Together they are called the fire triangle, and today the chemical chain reaction of combustion is counted as a fourth side. Extinguishing a fire means removing one of them — cooling, smothering, separating the fuel or breaking the chain reaction. Every suppression method relies on one or more of these.',
        'The simplest tool is the portable extinguisher. ABC powder suits most fires, CO2 is for electrical and electronic equipment, and water and foam are for fires in solids and liquids. Extinguishers are meant for fires in their early stages, and everyone in a building should know how to use one.',
        'Hose reel cabinets give occupants water at mains or pump pressure and help with fires beyond a single extinguisher. Sprinklers go a step further: they act automatically and control or put out a fire where it starts, even when no one is in the building. Worldwide figures show that buildings with sprinklers suffer far less loss of life and property in fires.',
        'Where water would damage equipment — server rooms, switchgear, archives and museums — gas systems such as FM-200 or CO2 are used. Commercial kitchens get dedicated hood systems using wet chemical agents, and stores of flammable liquids get foam systems.',
        "No single method suits every space. Good design means understanding the hazard in each area and choosing a combination of these methods that keeps people safe and satisfies the fire department and the national building regulations. Negahban's engineers are with you every step of the way.",
      ],
    ],
    publishedAt: '2026-07-14T07:15:00.000Z',
    kind: 'sprinkler',
    tone: 'fire-extinguishing',
  },
];
