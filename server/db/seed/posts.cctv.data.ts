import type { DemoPost } from './types.ts';

/** Blog posts about CCTV. */
export const CCTV_POSTS: readonly DemoPost[] = [
  {
    id: 7,
    category: 'cctv',
    name: ['راهنمای انتخاب NVR مناسب برای دوربین‌های تحت شبکه', 'How to Choose the Right NVR for Your IP Cameras'],
    summary: [
      'تعداد کانال، پهنای باند ورودی، تعداد هارد و پورت‌های PoE؛ چهار عددی که پیش از خرید دستگاه ضبط باید بشناسید.',
      'Channels, incoming bandwidth, drive bays and PoE ports — four numbers to understand before you buy a recorder.',
    ],
    body: [
      [
        'NVR قلب سیستم دوربین تحت شبکه است: تصویر همه دوربین‌ها را دریافت، ضبط و برای مشاهده آماده می‌کند. انتخاب نادرست آن معمولاً زمانی خودش را نشان می‌دهد که دیگر دیر شده است؛ مثلاً وقتی می‌خواهید دوربین جدیدی اضافه کنید و دستگاه کانال خالی ندارد، یا وقتی دنبال تصویر یک هفته پیش می‌گردید و می‌بینید هارد فقط سه روز را نگه داشته است.',
        'اولین عدد، تعداد کانال است. همیشه دستگاهی بخرید که دست‌کم ۲۰ تا ۳۰ درصد بیشتر از دوربین‌های امروزتان کانال داشته باشد. اگر امروز شش دوربین دارید، NVR هشت‌کاناله انتخاب منطقی‌تری از دستگاه شش‌کاناله است. عدد دوم پهنای باند ورودی است که بر حسب مگابیت بر ثانیه بیان می‌شود. هر دوربین ۴ مگاپیکسل با فشرده‌سازی H.265 حدود ۴ تا ۶ مگابیت مصرف می‌کند؛ جمع این اعداد نباید از پهنای باند دستگاه بیشتر شود.',
        'عدد سوم، تعداد و ظرفیت هاردهاست. برای محاسبه تقریبی، هر دوربین ۴ مگاپیکسل با ضبط دائم روزانه حدود ۴۰ تا ۶۰ گیگابایت فضا لازم دارد. برای هشت دوربین و نگهداری سی‌روزه، به حدود ۱۰ تا ۱۴ ترابایت نیاز دارید. حتماً از هاردهای مخصوص نظارت تصویری استفاده کنید؛ هاردهای معمولی برای نوشتن ۲۴ ساعته طراحی نشده‌اند.',
        'عدد چهارم پورت‌های PoE است. NVRهایی که پورت PoE داخلی دارند، نصب را ساده می‌کنند، اما اگر دوربین‌ها دور از دستگاه پراکنده‌اند، NVR بدون PoE به‌همراه یک یا دو سوئیچ PoE در نزدیکی دوربین‌ها راه‌حل بهتری است.',
        'در نهایت به قابلیت‌های هوشمند هم توجه کنید. دستگاه‌هایی مثل سری AcuSense هایک ویژن یا WizSense داهوا، جست‌وجو در تصاویر را با فیلتر انسان و خودرو ممکن می‌کنند و ساعت‌ها وقت شما را نجات می‌دهند. اگر در انتخاب مردد هستید، کارشناسان نگهبان با دانستن تعداد دوربین‌ها و مدت نگهداری تصاویر، دستگاه مناسب را پیشنهاد می‌دهند.',
      ],
      [
        'The NVR is the heart of an IP camera system: it receives, records and serves the video from every camera. Choosing the wrong one usually shows only when it is too late — when you want to add a camera and there is no free channel, or you look for footage from last week and find the disk held only three days.',
        'The first number is the channel count. Always buy a recorder with at least 20–30 percent more channels than the cameras you have today; if you have six cameras, an eight-channel NVR is a more sensible choice than a six-channel one. The second number is incoming bandwidth, given in megabits per second. A 4 MP camera using H.265 needs roughly 4–6 Mbps, and the total must stay below what the recorder can take.',
        'The third number is the number and size of hard drives. As a rough guide, a 4 MP camera recording continuously uses about 40–60 GB a day, so eight cameras kept for thirty days need around 10–14 TB. Always use surveillance-grade drives; ordinary desktop drives are not designed for writing around the clock.',
        'The fourth is PoE ports. An NVR with built-in PoE makes installation simple, but if your cameras are spread far from the recorder, a non-PoE NVR with one or two PoE switches near the cameras is the better design.',
        "Finally, look at the smart features. Recorders such as Hikvision's AcuSense or Dahua's WizSense ranges let you filter recordings by people and vehicles, which saves hours. If you are unsure, tell Negahban's specialists how many cameras you have and how long you want to keep footage, and they will recommend the right recorder.",
      ],
    ],
    publishedAt: '2025-01-18T07:30:00.000Z',
    kind: 'nvr',
    tone: 'cctv',
  },
  {
    id: 12,
    category: 'cctv',
    name: ['نکات کلیدی نصب دوربین مداربسته؛ از انتخاب محل تا تنظیم نهایی', 'Security Camera Installation: Key Points from Placement to Final Set-Up'],
    summary: [
      'ارتفاع نصب، زاویه دید، نور پس‌زمینه و کابل‌کشی؛ اشتباهاتی که کیفیت یک سیستم مداربسته خوب را از بین می‌برند و راه پیشگیری از آن‌ها.',
      'Mounting height, viewing angle, backlight and cabling — the mistakes that ruin a good CCTV system, and how to avoid them.',
    ],
    body: [
      [
        'بسیاری از مشکلاتی که کاربران از دوربین مداربسته دارند، ربطی به کیفیت خود دوربین ندارد و ریشه در نصب نادرست دارد. دوربینی که گران خریده شده اما رو به نور خورشید نصب شده، یا آن‌قدر بالاست که فقط سر افراد را می‌بیند، در عمل به کار نمی‌آید. در این مطلب مهم‌ترین نکات نصب را مرور می‌کنیم.',
        'اول، هدف هر دوربین را مشخص کنید. دوربینی که باید چهره افراد ورودی را ثبت کند، باید نزدیک در و در ارتفاع حدود ۲٫۵ تا ۳ متر نصب شود تا چهره را از روبه‌رو ببیند. در مقابل، دوربینی که برای دید کلی محوطه است، می‌تواند بالاتر و با لنز بازتر نصب شود. تلاش برای انجام هر دو کار با یک دوربین، معمولاً به نتیجه‌ای نمی‌رسد که هیچ‌کدام را به‌خوبی انجام دهد.',
        'دوم، به نور توجه کنید. دوربینی که رو به در شیشه‌ای یا پنجره نصب شود، در روز افراد را به‌صورت سایه‌ای تیره نشان می‌دهد. اگر چاره‌ای جز این زاویه ندارید، دوربینی با WDR واقعی انتخاب کنید. در شب هم مراقب باشید نور مادون قرمز به دیوار یا سقف نزدیک برخورد نکند؛ بازتاب آن تصویر را سفید و بی‌کیفیت می‌کند.',
        'سوم، کابل‌کشی را جدی بگیرید. کابل شبکه باید از نوع استاندارد و مسی باشد، از کنار کابل‌های برق فشار قوی عبور نکند و در فضای باز داخل لوله یا داکت محافظت شود. اتصالات بیرونی را با جعبه تقسیم ضدآب بپوشانید؛ بیشتر خرابی‌های زمستانی دوربین‌ها از نفوذ آب به محل اتصال کابل شروع می‌شود.',
        'و در نهایت، پس از نصب، کار تمام نشده است: رمزهای پیش‌فرض را عوض کنید، ساعت دستگاه را تنظیم کنید، مدت نگهداری تصاویر را بررسی کنید و یک بار در شب، کیفیت تصویر همه دوربین‌ها را ببینید. تیم نصب نگهبان همه این مراحل را در فهرست تحویل پروژه انجام می‌دهد.',
      ],
      [
        'Many of the problems people have with CCTV have nothing to do with the camera itself and everything to do with how it was installed. An expensive camera mounted facing the sun, or so high it only sees the tops of heads, is of little practical use. Here are the most important installation points.',
        'First, decide what each camera is for. A camera that must capture the faces of people coming in belongs near the door, at about 2.5–3 m, so it sees faces head-on. A camera for a general view of the grounds can go higher with a wider lens. Trying to do both jobs with one camera usually means doing neither well.',
        'Second, mind the light. A camera facing a glass door or window will show people as dark silhouettes during the day. If that angle is unavoidable, choose a camera with true WDR. At night, make sure the infrared does not hit a nearby wall or ceiling; the reflection washes the picture out.',
        'Third, take cabling seriously. Use standard solid-copper network cable, keep it away from high-voltage power runs and protect it in conduit or trunking outdoors. Cover outdoor joints with a waterproof junction box — most winter camera failures start with water getting into a cable joint.',
        "And the job is not over once the cameras are up: change the default passwords, set the recorder's clock, check how many days of footage are kept, and look at every camera once at night. Negahban's installers work through all of these on the handover checklist.",
      ],
    ],
    publishedAt: '2025-02-24T08:10:00.000Z',
    kind: 'bullet-camera',
    tone: 'cctv',
  },
  {
    id: 31,
    category: 'cctv',
    name: ['دوربین ۲، ۴ یا ۸ مگاپیکسل؛ کدام کیفیت برای شما مناسب است؟', '2, 4 or 8 Megapixels: Which Camera Resolution Do You Need?'],
    summary: [
      'مگاپیکسل بیشتر همیشه بهتر نیست. بررسی می‌کنیم هر رزولوشن برای چه کاری مناسب است و چه هزینه‌ای در هارد و شبکه دارد.',
      'More megapixels is not always better. We look at what each resolution is good for and what it costs in storage and bandwidth.',
    ],
    body: [
      [
        'رزولوشن دوربین یعنی تعداد پیکسل‌هایی که تصویر را می‌سازند. دوربین ۲ مگاپیکسل (Full HD) تصویری ۱۹۲۰×۱۰۸۰ دارد، دوربین ۴ مگاپیکسل حدود ۲۵۶۰×۱۴۴۰ و دوربین ۸ مگاپیکسل (4K) حدود ۳۸۴۰×۲۱۶۰. هرچه پیکسل بیشتر باشد، می‌توان در تصویر ضبط‌شده بیشتر بزرگ‌نمایی کرد و جزئیات را دید.',
        'اما معیار اصلی، «پیکسل روی هدف» است. برای شناسایی چهره یک فرد، استانداردهای رایج حدود ۲۵۰ پیکسل در هر متر از صحنه را توصیه می‌کنند. یعنی دوربین ۲ مگاپیکسل با لنز ۲٫۸ میلی‌متر، چهره را فقط تا فاصله کوتاهی قابل شناسایی ثبت می‌کند، در حالی که دوربین ۴ مگاپیکسل همین کار را در فاصله بیشتری انجام می‌دهد. برای یک ورودی باریک، ۲ مگاپیکسل کافی است؛ برای یک پارکینگ یا حیاط بزرگ، ۴ یا ۸ مگاپیکسل ارزش هزینه‌اش را دارد.',
        'رزولوشن بالاتر هزینه پنهان هم دارد. یک دوربین ۸ مگاپیکسل تقریباً دو برابر یک دوربین ۴ مگاپیکسل فضای هارد و پهنای باند مصرف می‌کند و به دستگاه ضبط قوی‌تری نیاز دارد. اگر همه دوربین‌ها را 4K انتخاب کنید، ممکن است هزینه هارد و NVR از خود دوربین‌ها بیشتر شود.',
        'نکته دیگر کیفیت تصویر در شب است. سنسورهای کوچک با پیکسل‌های بسیار زیاد، در نور کم نویز بیشتری دارند. به همین دلیل در بسیاری از پروژه‌ها، یک دوربین ۴ مگاپیکسل با سنسور بزرگ‌تر یا فناوری‌هایی مثل ColorVu و DarkFighter، نتیجه بهتری از یک دوربین ۸ مگاپیکسل ارزان می‌دهد.',
        'جمع‌بندی ما برای بیشتر پروژه‌های مسکونی و تجاری: دوربین ۴ مگاپیکسل تعادل خوبی میان کیفیت و هزینه است، ۲ مگاپیکسل برای نقاط نزدیک و کم‌اهمیت‌تر، و ۸ مگاپیکسل برای محوطه‌های بزرگ یا جاهایی که خواندن جزئیات ضروری است.',
      ],
      [
        "A camera's resolution is the number of pixels that make up the image. A 2 MP (Full HD) camera gives 1920 × 1080, a 4 MP camera about 2560 × 1440 and an 8 MP (4K) camera about 3840 × 2160. The more pixels, the further you can zoom into a recording and still see detail.",
        'But what really matters is "pixels on target". To identify a person\'s face, common guidelines call for around 250 pixels per metre of scene. A 2 MP camera with a 2.8 mm lens therefore captures an identifiable face only at a short distance, while a 4 MP camera does the same further away. For a narrow entrance 2 MP is enough; for a car park or large yard, 4 or 8 MP is worth the money.',
        'Higher resolution has hidden costs too. An 8 MP camera uses roughly twice the storage and bandwidth of a 4 MP one and needs a more powerful recorder. Make every camera 4K and the drives and NVR may end up costing more than the cameras.',
        'Night performance is another factor. Small sensors packed with pixels are noisier in low light, which is why in many projects a 4 MP camera with a larger sensor, or technology such as ColorVu or DarkFighter, beats a cheap 8 MP camera.',
        'Our rule of thumb for most homes and businesses: 4 MP is the sweet spot between quality and cost, 2 MP for close-range and less critical views, and 8 MP for large areas or where reading fine detail is essential.',
      ],
    ],
    publishedAt: '2025-05-27T09:00:00.000Z',
    kind: 'turret-camera',
    tone: 'cctv',
  },
  {
    id: 162,
    category: 'cctv',
    name: ['امنیت دوربین مداربسته در برابر هک؛ هفت کار ساده که باید انجام دهید', 'Keeping Your CCTV Safe from Hackers: Seven Simple Steps'],
    summary: [
      'دوربینی که از اینترنت در دسترس است، اگر درست تنظیم نشود، می‌تواند به دریچه‌ای برای نفوذ تبدیل شود. با چند اقدام ساده ریسک را به حداقل برسانید.',
      'A camera reachable from the internet can become a way in if it is not set up properly. A few simple steps cut the risk to a minimum.',
    ],
    body: [
      [
        'امروز تقریباً همه می‌خواهند تصویر دوربین‌هایشان را روی گوشی ببینند. این امکان بسیار کاربردی است، اما هر دستگاهی که به اینترنت وصل می‌شود، می‌تواند هدف حمله هم باشد. خبرهای نفوذ به دوربین‌های خانگی و پخش تصاویر آن‌ها در اینترنت، بیشتر به دستگاه‌هایی مربوط است که با تنظیمات پیش‌فرض رها شده‌اند.',
        'اولین و مهم‌ترین کار، تغییر رمز پیش‌فرض است؛ هم روی دستگاه ضبط و هم روی تک‌تک دوربین‌ها. رمز باید طولانی و ترکیبی از حروف، اعداد و علائم باشد. دوم، برای هر نفر حساب کاربری جداگانه با دسترسی محدود بسازید؛ نگهبان ساختمان به مشاهده زنده نیاز دارد، نه به حذف تصاویر یا تغییر تنظیمات.',
        'سوم، به‌جای باز کردن پورت‌های دستگاه روی مودم (Port Forwarding)، از سرویس ابری رسمی سازنده مثل Hik-Connect یا DMSS استفاده کنید. این سرویس‌ها ارتباط رمزنگاری‌شده دارند و نیازی به باز گذاشتن دستگاه روی اینترنت نیست. چهارم، قابلیت‌هایی مثل UPnP را که بی‌صدا پورت باز می‌کنند، در مودم و دستگاه غیرفعال کنید.',
        'پنجم، فریم‌ور دستگاه‌ها را به‌روز نگه دارید. سازندگان معتبر به‌طور منظم حفره‌های امنیتی را در به‌روزرسانی‌ها برطرف می‌کنند. ششم، شبکه دوربین‌ها را تا حد امکان از شبکه کامپیوترهای اداری جدا کنید تا اگر یک بخش آسیب دید، بخش دیگر در امان بماند.',
        'و هفتم، هر چند ماه یک بار فهرست کاربران و گزارش ورود به دستگاه را بررسی کنید. در قراردادهای نگهداری نگهبان، بررسی امنیتی و به‌روزرسانی فریم‌ور بخشی از بازدید دوره‌ای است.',
      ],
      [
        'Nearly everyone now wants to watch their cameras on their phone. It is genuinely useful, but any device connected to the internet can also be attacked. Stories of hacked home cameras streaming online almost always involve devices left on their factory settings.',
        'The first and most important step is to change the default password — on the recorder and on every single camera. Use a long password mixing letters, numbers and symbols. Second, give each person their own account with limited rights; the building guard needs live view, not the power to delete footage or change settings.',
        "Third, rather than opening the recorder's ports on your router (port forwarding), use the manufacturer's official cloud service such as Hik-Connect or DMSS. These use encrypted connections, so nothing has to be left exposed to the internet. Fourth, turn off features like UPnP that silently open ports, on both router and recorder.",
        'Fifth, keep firmware up to date; reputable manufacturers regularly close security holes in their updates. Sixth, separate the camera network from the office computer network where you can, so if one is compromised the other stays safe.',
        "And seventh, every few months review the user list and the recorder's login log. Under Negahban's maintenance contracts, a security check and firmware update are part of every periodic visit.",
      ],
    ],
    publishedAt: '2026-09-22T10:15:00.000Z',
    kind: 'dome-camera',
    tone: 'cctv',
  },
];
