import type { DemoPost } from './types.ts';

/** Blog posts about access control and building safety rules. */
export const BUILDING_SAFETY_POSTS: readonly DemoPost[] = [
  {
    id: 76,
    category: 'building-safety',
    name: ['کنترل تردد در ادارات؛ از کارت تا تشخیص چهره', 'Access Control for Offices: From Cards to Face Recognition'],
    summary: [
      'یک سیستم کنترل تردد خوب هم امنیت را بالا می‌برد و هم کار واحد اداری را ساده می‌کند. روش‌های شناسایی و نکات طراحی را مرور می‌کنیم.',
      'Good access control raises security and lightens the admin load. We review identification methods and design points.',
    ],
    body: [
      [
        'در بسیاری از ادارات هنوز ورود و خروج با دفتر یا یک دستگاه ساعت‌زنی قدیمی ثبت می‌شود و هر کسی می‌تواند وارد هر اتاقی شود. سیستم کنترل تردد این دو مسئله را با هم حل می‌کند: ورود هر فرد فقط به فضاهایی که مجاز است، و ثبت خودکار ساعت حضور برای محاسبه کارکرد.',
        'کارت‌های RFID سریع‌ترین و ارزان‌ترین روش شناسایی‌اند و برای ورودی‌های پرتردد مناسب‌اند. عیب اصلی آن‌ها این است که کارت قابل امانت دادن است؛ همکاری که دیر می‌رسد، ممکن است از دوستش بخواهد به جای او کارت بزند. کارت‌های Mifare نسبت به کارت‌های قدیمی EM امنیت بیشتری دارند و کپی کردن آن‌ها دشوارتر است.',
        'اثر انگشت این مشکل را حل می‌کند و سال‌هاست رایج‌ترین روش حضور و غیاب در ایران است. اما در محیط‌هایی که کارکنان دست‌های خاکی یا روغنی دارند، یا اثر انگشتشان به دلیل کار یدی ساییده شده، خطای خواندن بالا می‌رود. دستگاه‌های تشخیص چهره نسل جدید، بدون تماس و در کسری از ثانیه افراد را شناسایی می‌کنند و در سال‌های اخیر به انتخاب اول بسیاری از سازمان‌ها تبدیل شده‌اند.',
        'در طراحی سیستم، چند نکته را فراموش نکنید. قفل درهایی که در مسیر فرار قرار دارند باید با قطع برق یا اعلام حریق باز شوند؛ این یک الزام ایمنی است، نه یک انتخاب. اتاق‌های حساس مثل اتاق سرور یا بایگانی می‌توانند به دو روش شناسایی، مثلاً کارت و اثر انگشت، نیاز داشته باشند. و نرم‌افزار باید بتواند گزارش کارکرد را مطابق قوانین کار و شیفت‌های سازمان شما تولید کند.',
        'نگهبان از یک دستگاه حضور و غیاب تا کنترل ده‌ها درب و گیت لابی را طراحی و اجرا می‌کند و نرم‌افزار را هم برای واحد اداری شما راه می‌اندازد.',
      ],
      [
        'In many offices, comings and goings are still recorded in a ledger or an old punch clock, and anyone can walk into any room. Access control solves both at once: each person enters only the spaces they are allowed into, and attendance is recorded automatically for payroll.',
        'RFID cards are the fastest and cheapest way to identify people and suit busy entrances. Their main weakness is that cards can be lent — a colleague running late might ask a friend to badge in for them. Mifare cards are more secure than older EM cards and harder to clone.',
        'Fingerprints solve that problem and have long been the most common attendance method in Iran. But where hands are dirty or oily, or fingerprints are worn from manual work, read errors go up. The new generation of face recognition terminals identifies people touch-free in a fraction of a second and has recently become the first choice for many organisations.',
        'A few design points not to forget. Locks on escape-route doors must open on power loss or a fire alarm — that is a safety requirement, not an option. Sensitive rooms such as the server room or archive may call for two methods, such as card plus fingerprint. And the software must produce attendance reports that match your shifts and labour rules.',
        'Negahban designs and installs everything from a single attendance terminal to dozens of doors and lobby gates, and sets up the software for your administration team.',
      ],
    ],
    publishedAt: '2025-10-21T08:00:00.000Z',
    kind: 'face-terminal',
    tone: 'access-control',
  },
  {
    id: 118,
    category: 'building-safety',
    name: [
      'ضوابط ایمنی در برابر حریق در ایران؛ مروری بر مبحث سوم مقررات ملی ساختمان',
      'Fire Safety Rules in Iran: An Overview of Topic 3 of the National Building Regulations',
    ],
    summary: [
      'مبحث سوم مقررات ملی ساختمان چه می‌گوید، چه ساختمان‌هایی به سیستم اعلام و اطفای حریق نیاز دارند و تأییدیه آتش‌نشانی چگونه گرفته می‌شود.',
      'What Topic 3 of the National Building Regulations says, which buildings need fire alarm and suppression, and how fire department approval is obtained.',
    ],
    body: [
      [
        'مقررات ملی ساختمان مجموعه‌ای از مباحث است که حداقل الزامات طراحی، اجرا و بهره‌برداری ساختمان‌ها را در ایران تعیین می‌کند. مبحث سوم با عنوان «حفاظت ساختمان‌ها در مقابل حریق» به ایمنی در برابر آتش می‌پردازد و رعایت آن برای طراحان، سازندگان و بهره‌برداران ساختمان الزامی است. پس از حادثه تلخ ساختمان پلاسکو در سال ۱۳۹۵، توجه به این مقررات و نظارت بر اجرای آن بسیار جدی‌تر شده است.',
        'مبحث سوم ساختمان‌ها را بر اساس نوع کاربری یا «تصرف»، مثل مسکونی، اداری، آموزشی، درمانی، تجمعی و صنعتی، دسته‌بندی می‌کند و برای هر گروه، الزامات متفاوتی در نظر می‌گیرد. راه‌های خروج، یعنی تعداد، عرض و فاصله پله‌ها و درهای فرار، بخش مهمی از این مقررات است. تقسیم ساختمان به فضاهای جداشده با دیوارها و درهای مقاوم در برابر آتش نیز از گسترش حریق و دود جلوگیری می‌کند.',
        'بخش دیگری از مبحث سوم به تجهیزات اعلام و اطفای حریق اختصاص دارد. بسته به کاربری، ارتفاع و مساحت ساختمان، نصب سیستم اعلام حریق خودکار، جعبه‌های آتش‌نشانی، کپسول‌های دستی و در ساختمان‌های بلند یا پرخطر، سیستم اسپرینکلر الزامی می‌شود. روشنایی اضطراری و علائم راهنمای خروج هم جزو الزامات‌اند.',
        'در عمل، در بسیاری از شهرها و به‌ویژه تهران، صدور پایان‌کار ساختمان به تأیید سازمان آتش‌نشانی و خدمات ایمنی وابسته است. کارشناسان آتش‌نشانی نقشه‌های ایمنی را بررسی می‌کنند و پس از اجرا، با بازدید از ساختمان و آزمایش سیستم‌ها، تأییدیه صادر می‌کنند. ساختمان‌های موجود نیز ممکن است در بازدیدهای دوره‌ای ملزم به رفع نواقص شوند.',
        'آنچه در این مطلب آمد مروری کلی است و جزئیات الزامات هر ساختمان باید با مراجعه به متن مقررات و ضوابط آتش‌نشانی شهر شما تعیین شود. نگهبان از مرحله طراحی تا بازدید نهایی آتش‌نشانی همراه کارفرمایان است و تجربه صدها پروژه را در این مسیر دارد.',
      ],
      [
        'The Iranian National Building Regulations are a series of topics that set the minimum requirements for designing, building and operating buildings in Iran. Topic 3, "Protection of Buildings Against Fire", deals with fire safety, and designers, builders and operators are all bound by it. Since the tragic collapse of the Plasco building in Tehran in January 2017, these rules and their enforcement have been taken far more seriously.',
        'Topic 3 classifies buildings by use, or occupancy — residential, office, educational, healthcare, assembly, industrial and so on — and sets different requirements for each. Means of escape, meaning the number, width and travel distance of stairs and exit doors, is a major part. Dividing a building into compartments with fire-resisting walls and doors also limits the spread of fire and smoke.',
        "Another part of Topic 3 covers fire detection and suppression equipment. Depending on a building's use, height and floor area, an automatic fire alarm system, hose reel cabinets and portable extinguishers become mandatory, and in tall or high-risk buildings sprinklers too. Emergency lighting and exit signs are also required.",
        "In practice, in many cities and especially Tehran, a building's completion certificate depends on approval from the Fire and Safety Services Organisation. Its experts review the fire safety drawings and, after construction, inspect the building and test the systems before issuing approval. Existing buildings may also be told to put deficiencies right during periodic inspections.",
        "This is a general overview; the detailed requirements for any particular building must be taken from the regulations themselves and your city's fire department rules. Negahban supports clients from design through to the final fire department inspection, with hundreds of projects behind us.",
      ],
    ],
    publishedAt: '2026-02-09T06:30:00.000Z',
    kind: 'hose-cabinet',
    tone: 'fire-alarm',
  },
];
