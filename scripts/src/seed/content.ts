import { createContentStores } from '@lm/functions/data/content-repository';
import type { Database } from '@lm/functions/data/database';
import { ensureRecord, seedCategories } from './ensure.js';
import type { AdminAnnouncement, Article, Category, Gallery, InstructorProfile, Promotion, Review } from '@lm/shared';

/** Seeded records are stamped an hour apart from this time (after the catalogue's), so their order is fixed. */
const SEEDED_FROM = Date.parse('2026-11-05T08:00:00.000Z');
const stamp = (index: number) => {
  const at = new Date(SEEDED_FROM + index * 3_600_000).toISOString();
  return { created_at: at, updated_at: at };
};

type Demo<T> = Omit<T, 'created_at' | 'updated_at'>;

/** The instructors' public profiles; the catalogue's courses name them as their teachers. */
export const INSTRUCTOR = {
  somchai: 'instructor-somchai',
  ines: 'instructor-ines',
  pim: 'instructor-pim',
  kanya: 'instructor-kanya',
} as const;

export const DEMO_CONTENT_CATEGORIES: readonly Demo<Category>[] = [
  { id: 'cat-article-news', type: 'article', name: 'News', slug: 'news', description: 'What is new at the school: terms, classes and events.', ordering: 1 },
  { id: 'cat-article-guides', type: 'article', name: 'Learning guides', slug: 'learning-guides', description: 'How to study well online, step by step.', ordering: 2 },
  { id: 'cat-article-careers', type: 'article', name: 'Careers', slug: 'careers', description: 'From a first course to a first job.', ordering: 3 },
  { id: 'cat-review-courses', type: 'review', name: 'Course reviews', slug: 'course-reviews', description: 'What students say about each course.', ordering: 1 },
  { id: 'cat-review-stories', type: 'review', name: 'Student stories', slug: 'student-stories', description: 'Where learning here took our students.', ordering: 2 },
  { id: 'cat-gallery-events', type: 'gallery', name: 'Events', slug: 'events', description: 'Open houses, talks and graduations.', ordering: 1 },
  { id: 'cat-gallery-classroom', type: 'gallery', name: 'In the classroom', slug: 'in-the-classroom', description: 'Workshops and live classes.', ordering: 2 },
];

const paragraphs = (...text: string[]) => text.join('\n\n');

/** Six published articles in Thai and English, newest first, and one draft. */
export const DEMO_ARTICLES: readonly Demo<Article>[] = [
  {
    id: 'article-new-term',
    title: 'เปิดเทอมใหม่: คลาสสดเริ่ม 1 ธันวาคม',
    slug: 'new-term-live-classes',
    category_id: 'cat-article-news',
    summary: 'คลาสสดเทอมใหม่เปิดรับสมัครแล้ว ทั้งสาย Programming, Data และ Design พร้อมส่วนลดสำหรับผู้สมัครก่อน',
    body: paragraphs(
      'เทอมใหม่ของเราจะเริ่มในวันที่ 1 ธันวาคม โดยมีคลาสสดทุกเย็นวันอังคารและวันพฤหัสบดี เวลา 19:00–21:00 น. ผู้เรียนสามารถถามตอบกับผู้สอนได้โดยตรง และดูย้อนหลังได้ตลอดเทอม',
      'ปีนี้เราเพิ่มคลาส Python สำหรับงานข้อมูล และเวิร์กช็อปออกแบบ UI แบบลงมือทำจริงในกลุ่มเล็ก ไม่เกิน 20 คนต่อรอบ เพื่อให้ผู้สอนดูงานของทุกคนได้อย่างทั่วถึง',
      'ผู้ที่สมัครภายในสิ้นเดือนนี้รับส่วนลด 20% สำหรับคอร์สที่ร่วมรายการ ดูรายละเอียดได้ที่หน้าโปรโมชัน',
    ),
    cover_image: '/demo/page-slide-live.svg',
    author: 'ทีมงาน Learning Marketplace',
    published: true,
  },
  {
    id: 'article-start-python',
    title: 'How to start learning Python in 30 days',
    slug: 'start-learning-python-in-30-days',
    category_id: 'cat-article-guides',
    summary: 'A realistic plan for your first month with Python: what to learn each week, and a small project to finish.',
    body: paragraphs(
      'The first week is about the basics: install Python, run a script, and get comfortable with values, lists and loops. Write a few lines every day rather than a lot once a week.',
      'In the second and third weeks, move on to functions, files and the standard library. Pick one small problem from your own work — renaming photos, totalling a spreadsheet — and solve it with Python.',
      'Spend the last week on a project you can show: a script with a README that someone else can run. Finishing something small teaches more than starting something big.',
    ),
    cover_image: '/demo/course-python.svg',
    author: 'Somchai Wongsakul',
    published: true,
  },
  {
    id: 'article-study-habits',
    title: '5 นิสัยการเรียนออนไลน์ที่ได้ผลจริง',
    slug: 'online-study-habits',
    category_id: 'cat-article-guides',
    summary: 'เรียนออนไลน์ให้จบคอร์สได้จริง ด้วยนิสัยเล็ก ๆ ห้าข้อที่ผู้เรียนของเราใช้แล้วได้ผล',
    body: paragraphs(
      'หนึ่ง ตั้งเวลาเรียนให้เป็นเวลาเดิมทุกวัน แม้เพียงวันละ 25 นาที ความสม่ำเสมอสำคัญกว่าความยาว',
      'สอง จดโน้ตด้วยคำของตัวเอง และลองอธิบายให้เพื่อนฟัง ถ้าอธิบายได้แปลว่าเข้าใจจริง',
      'สาม ทำแบบฝึกหัดทันทีหลังดูวิดีโอ สี่ ถามคำถามในคลาสสดโดยไม่ต้องกลัวว่าจะง่ายเกินไป และห้า ให้รางวัลตัวเองเมื่อเรียนจบแต่ละบท',
    ),
    cover_image: '/demo/page-slide-learn.svg',
    author: 'Pimchanok Srisuk',
    published: true,
  },
  {
    id: 'article-data-careers',
    title: 'From spreadsheets to data analyst: a career path',
    slug: 'from-spreadsheets-to-data-analyst',
    category_id: 'cat-article-careers',
    summary: 'Many analysts started in Excel. Here is the path from pivot tables to SQL, pandas and a first analyst role.',
    body: paragraphs(
      'If you already build reports in Excel, you are closer to a data role than you think. The skills that matter most — asking a clear question and checking the answer — are the same.',
      'Learn SQL first: most company data lives in databases, and a few joins and GROUP BY queries answer most business questions. Then add pandas for the cleaning and reshaping that SQL makes awkward.',
      'Build two or three small case studies from public data sets, write down what you found and why it matters, and share them. Hiring managers read those more closely than certificates.',
    ),
    cover_image: '/demo/course-ml.svg',
    author: 'Pimchanok Srisuk',
    published: true,
  },
  {
    id: 'article-design-portfolio',
    title: 'สร้างพอร์ตโฟลิโอ UX/UI ให้ได้งานแรก',
    slug: 'ux-portfolio-first-job',
    category_id: 'cat-article-careers',
    summary: 'พอร์ตที่ดีไม่ได้มีแค่ภาพสวย แต่เล่าว่าคุณแก้ปัญหาอะไร และตัดสินใจอย่างไร',
    body: paragraphs(
      'เลือกงานมา 3 ชิ้นที่แสดงกระบวนการคิดได้ชัดที่สุด ดีกว่าใส่ทุกงานที่เคยทำ แต่ละชิ้นควรเริ่มจากโจทย์ ผู้ใช้คือใคร และอะไรคือปัญหาที่ต้องแก้',
      'แสดงภาพร่าง wireframe และเหตุผลที่เปลี่ยนแบบ ผู้สัมภาษณ์อยากเห็นว่าคุณรับฟังข้อมูลจากผู้ใช้ ไม่ใช่แค่ผลลัพธ์สุดท้าย',
      'ปิดท้ายด้วยสิ่งที่เรียนรู้ และสิ่งที่จะทำต่างออกไปถ้าได้ทำอีกครั้ง ความตรงไปตรงมาแบบนี้ทำให้พอร์ตน่าเชื่อถือ',
    ),
    cover_image: '/demo/course-ui-design.svg',
    author: 'Kanya Rattanakul',
    published: true,
  },
  {
    id: 'article-thai-typography',
    title: 'Setting Thai and Latin type together on the web',
    slug: 'thai-and-latin-type-on-the-web',
    category_id: 'cat-article-guides',
    summary: 'Thai script needs more line height and careful font pairing. A short guide to bilingual pages that read well.',
    body: paragraphs(
      'Thai letters carry vowels and tone marks above and below the line, so a line height that suits English clips them. Start at 1.6 for Thai body text and check the tallest stacks.',
      'Pair a Thai typeface with a Latin one of similar weight and x-height: Sarabun with a humanist sans, or a looped Thai face with a serif for more formal pages.',
      'Test with real sentences in both languages side by side, at the sizes you will ship. Lorem ipsum hides every one of these problems.',
    ),
    cover_image: '/demo/course-typography.svg',
    author: 'Kanya Rattanakul',
    published: true,
  },
  {
    id: 'article-roadmap-draft',
    title: 'Our course roadmap for next year',
    slug: 'course-roadmap-next-year',
    category_id: 'cat-article-news',
    summary: 'Rust, cloud and a second design track. Not announced yet.',
    body: 'Draft: the courses we plan to record next year.',
    cover_image: '/demo/course-rust.svg',
    author: 'Ines Teacher',
    published: false,
  },
];

/** Reviews of the seeded courses, with ratings, in Thai and English. */
export const DEMO_REVIEWS: readonly Demo<Review>[] = [
  {
    id: 'review-python-malee',
    title: 'เริ่มจากศูนย์ก็เข้าใจ',
    category_id: 'cat-review-courses',
    reviewer_name: 'Malee Suksan',
    reviewer_image: '/demo/reviewer-malee.svg',
    rating: 5,
    body: 'ไม่เคยเขียนโปรแกรมมาก่อนเลย แต่ผู้สอนอธิบายทีละขั้นตอน มีแบบฝึกหัดท้ายบททุกบท จบคอร์สแล้วเขียนสคริปต์จัดการไฟล์งานได้เองแล้วค่ะ',
    course_id: 'course-python-basics',
    published: true,
  },
  {
    id: 'review-pandas-narin',
    title: 'Exactly what I needed for work',
    category_id: 'cat-review-courses',
    reviewer_name: 'Narin Phongphan',
    reviewer_image: '/demo/reviewer-narin.svg',
    rating: 5,
    body: 'The sales report project mirrors what I do every month. I replaced a half-day Excel routine with a notebook that runs in a minute.',
    course_id: 'course-pandas',
    published: true,
  },
  {
    id: 'review-ui-alex',
    title: 'Clear principles, good examples',
    category_id: 'cat-review-courses',
    reviewer_name: 'Alex Carter',
    reviewer_image: '/demo/reviewer-alex.svg',
    rating: 4,
    body: 'The lessons on spacing and contrast changed how I look at screens. I would have liked one more exercise on forms, but the feedback in the live class made up for it.',
    course_id: 'course-ui-design',
    published: true,
  },
  {
    id: 'review-sql-ploy',
    title: 'SQL ที่ใช้ได้จริงในงาน',
    category_id: 'cat-review-courses',
    reviewer_name: 'Ploy Chaiyaporn',
    reviewer_image: '/demo/reviewer-ploy.svg',
    rating: 4,
    body: 'ตัวอย่างเป็นข้อมูลธุรกิจจริง ทำให้เข้าใจ JOIN และ GROUP BY ได้เร็วมาก ส่วน window functions ยากหน่อยแต่มีคลิปอธิบายซ้ำให้ดู',
    course_id: 'course-sql',
    published: true,
  },
  {
    id: 'review-career-narin',
    title: 'From accounting to my first analyst job',
    category_id: 'cat-review-stories',
    reviewer_name: 'Narin Phongphan',
    reviewer_image: '/demo/reviewer-narin.svg',
    rating: 5,
    body: 'I took the data track over six months, evenings only. The portfolio projects from the machine learning course were what my interviewers asked about.',
    course_id: 'course-ml',
    published: true,
  },
  {
    id: 'review-figma-malee',
    title: 'ออกแบบแอปแรกได้ในสองสัปดาห์',
    category_id: 'cat-review-stories',
    reviewer_name: 'Malee Suksan',
    reviewer_image: '/demo/reviewer-malee.svg',
    rating: 4,
    body: 'หลังเรียน Figma ได้ลองออกแบบแอปจองคิวให้ร้านของครอบครัว ทำ prototype ให้ลูกค้าทดลองกดได้จริง ชอบส่วน auto layout มากที่สุด',
    course_id: 'course-figma',
    published: true,
  },
];

const images = (...items: [src: string, caption: string][]) => items.map(([src, caption]) => ({ src: `/demo/${src}.svg`, caption }));

export const DEMO_GALLERIES: readonly Demo<Gallery>[] = [
  {
    id: 'gallery-open-house',
    title: 'Open house 2026',
    category_id: 'cat-gallery-events',
    description: 'A Saturday of taster classes, talks and coffee with the instructors.',
    images: images(['page-slide-learn', 'Taster classes in the morning'], ['page-slide-live', 'A live class on the big screen'], ['page-banner', 'The new term offer'], ['page-share', 'Signing up at the desk']),
    published: true,
  },
  {
    id: 'gallery-python-workshop',
    title: 'เวิร์กช็อป Python วันเสาร์',
    category_id: 'cat-gallery-classroom',
    description: 'ลงมือเขียนโค้ดจริงตลอดวัน ตั้งแต่ติดตั้งจนได้สคริปต์แรก',
    images: images(['course-python', 'เริ่มจากติดตั้ง Python'], ['course-javascript', 'ต่อยอดสู่เว็บ'], ['course-go', 'ช่วงบ่าย: บริการหลังบ้าน']),
    published: true,
  },
  {
    id: 'gallery-design-sprint',
    title: 'Design sprint week',
    category_id: 'cat-gallery-classroom',
    description: 'Five days from a brief to a tested prototype.',
    images: images(['course-ui-design', 'Day 1: the brief'], ['course-figma', 'Day 3: prototyping in Figma'], ['course-typography', 'Type tests'], ['course-brand', 'Day 5: the final pitch']),
    published: true,
  },
  {
    id: 'gallery-graduation',
    title: 'Graduation night',
    category_id: 'cat-gallery-events',
    description: 'Certificates, projects on show and a lot of photos.',
    images: images(['page-slide-books', 'Projects on show'], ['page-video-poster', 'The class of 2026']),
    published: true,
  },
];

export const DEMO_INSTRUCTOR_PROFILES: readonly Demo<InstructorProfile>[] = [
  {
    id: INSTRUCTOR.somchai,
    name: 'Somchai Wongsakul',
    slug: 'somchai',
    headline: 'Backend engineer, 12 years of Python and Go',
    bio: paragraphs(
      'สมชายเป็นวิศวกรซอฟต์แวร์ที่ดูแลระบบหลังบ้านของบริษัทอีคอมเมิร์ซมากว่าสิบปี สอนเขียนโปรแกรมให้ทีมใหม่ทุกปี',
      'He teaches the way he works: small steps, tests first, and code a colleague can read.',
    ),
    avatar: '/demo/instructor-somchai.svg',
    user_id: '',
    expertise: ['Python', 'Go', 'Backend services'],
    published: true,
  },
  {
    id: INSTRUCTOR.ines,
    name: 'Ines Teacher',
    slug: 'ines-teacher',
    headline: 'Front-end developer and team lead',
    bio: paragraphs(
      'Ines builds web apps with React and has led front-end teams in Bangkok and Lisbon.',
      'Her courses cover what a developer needs on the first day of a real job: JavaScript that holds up, components and a clean Git history.',
    ),
    avatar: '/demo/instructor-ines.svg',
    // The demo instructor account; the seed links it.
    user_id: '',
    expertise: ['JavaScript', 'React', 'Git'],
    published: true,
  },
  {
    id: INSTRUCTOR.pim,
    name: 'Pimchanok Srisuk',
    slug: 'pimchanok',
    headline: 'Data analyst and machine learning practitioner',
    bio: paragraphs(
      'พิมพ์ชนกทำงานด้านวิเคราะห์ข้อมูลในธุรกิจค้าปลีก ตั้งแต่รายงานใน Excel จนถึงโมเดลพยากรณ์ยอดขาย',
      'She believes every chart should answer a question someone actually asked.',
    ),
    avatar: '/demo/instructor-pim.svg',
    user_id: '',
    expertise: ['SQL', 'pandas', 'Machine learning', 'Excel'],
    published: true,
  },
  {
    id: INSTRUCTOR.kanya,
    name: 'Kanya Rattanakul',
    slug: 'kanya',
    headline: 'Product designer',
    bio: paragraphs(
      'กันยาเป็นนักออกแบบผลิตภัณฑ์ดิจิทัล ออกแบบแอปธนาคารและแพลตฟอร์มการศึกษา',
      'She teaches interface design, Figma and bilingual typography.',
    ),
    avatar: '/demo/instructor-kanya.svg',
    user_id: '',
    expertise: ['UI design', 'Figma', 'Typography', 'Branding'],
    published: true,
  },
];

/** A day `days` after `day` (YYYY-MM-DD). */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** One promotion running on `today`, one still to come and one over, relative to the day of seeding. */
export function demoPromotions(today: string): Demo<Promotion>[] {
  return [
    {
      id: 'promotion-new-term',
      title: 'New term: 20% off',
      description: 'Twenty per cent off our most popular courses and the Python workbook, until the end of the offer.',
      image: '/demo/page-banner.svg',
      starts_on: addDays(today, -7),
      ends_on: addDays(today, 30),
      discount_kind: 'percent',
      discount_value: 20,
      course_ids: ['course-python-basics', 'course-pandas', 'course-figma'],
      product_ids: ['product-python-workbook'],
      category_ids: [],
      user_group_ids: [],
      published: true,
    },
    {
      id: 'promotion-year-end',
      title: 'ส่งท้ายปี ลด 500 บาท',
      description: 'ลด 500 บาทสำหรับคอร์ส Machine learning และ React เริ่มเร็ว ๆ นี้',
      image: '/demo/page-slide-live.svg',
      starts_on: addDays(today, 31),
      ends_on: addDays(today, 60),
      discount_kind: 'amount',
      discount_value: 50_000,
      course_ids: ['course-ml', 'course-react'],
      product_ids: [],
      category_ids: [],
      user_group_ids: [],
      published: true,
    },
    {
      id: 'promotion-early-bird',
      title: 'Early bird: 15% off SQL',
      description: 'For the first students of the SQL course. This offer has ended.',
      image: '/demo/page-slide-books.svg',
      starts_on: addDays(today, -60),
      ends_on: addDays(today, -30),
      discount_kind: 'percent',
      discount_value: 15,
      course_ids: ['course-sql'],
      product_ids: [],
      category_ids: [],
      user_group_ids: [],
      published: true,
    },
  ];
}

/** To everyone, to the premium group and to the demo student (the site's announcement tests read these). */
export function demoAnnouncements(studentId: string): Demo<AdminAnnouncement>[] {
  return [
    { id: 'welcome', title: 'Welcome to the marketplace', message: 'Browse the catalogue and start learning today.', audience: 'all', audience_id: '' },
    { id: 'new-term', title: 'New term starts', message: 'Live classes for the new term open on 1 December.', audience: 'all', audience_id: '' },
    { id: 'premium-webinar', title: 'Premium webinar', message: 'Members of the premium group are invited to a webinar on Friday.', audience: 'group', audience_id: 'premium' },
    { id: 'student-certificate', title: 'Your certificate is ready', message: 'Download it from your dashboard.', audience: 'user', audience_id: studentId },
  ];
}
const ANNOUNCED_AT = ['2026-11-01T09:00:00.000Z', '2026-11-10T09:00:00.000Z', '2026-11-12T09:00:00.000Z', '2026-11-15T09:00:00.000Z'];

export interface ContentSeedOptions {
  /** The demo instructor's account, linked to their profile. */
  instructorId: string;
  /** The account of the instructor of "Python for beginners", linked to their profile. */
  pythonInstructorId: string;
  /** The demo student, the audience of a personal announcement (and who read the welcome). */
  studentId: string;
  /** YYYY-MM-DD, the shop's today: promotions are dated from it. */
  today: string;
}

/**
 * The demo storefront content, written through the entities with fixed ids: each record is
 * created only if absent, so seeding again changes nothing (and keeps what an administrator edited).
 */
export async function seedContent(
  db: Pick<Database, 'categories' | 'articles' | 'reviews' | 'galleries' | 'promotions' | 'instructorProfiles' | 'announcements' | 'announcementReads' | 'valueClaims'>,
  options: ContentSeedOptions,
  createIfAbsent: (write: () => Promise<unknown>) => Promise<void>,
): Promise<void> {
  let index = 0;
  await seedCategories(db, DEMO_CONTENT_CATEGORIES, () => stamp(index++));
  // Lists run newest first, so the first of each list is stamped last.
  const newestFirst = <T>(records: readonly T[]) => records.map((record, position) => ({ ...record, ...stamp(index + records.length - 1 - position) }));
  // Articles and instructor profiles through their stores: each slug is claimed (decision 0011, "Unique fields").
  const stores = createContentStores(db);
  for (const record of newestFirst(DEMO_ARTICLES)) await ensureRecord(stores.articles, record);
  index += DEMO_ARTICLES.length;
  for (const record of newestFirst(DEMO_REVIEWS)) await createIfAbsent(() => db.reviews.create(record).go());
  index += DEMO_REVIEWS.length;
  for (const record of newestFirst(DEMO_GALLERIES)) await createIfAbsent(() => db.galleries.create(record).go());
  index += DEMO_GALLERIES.length;
  const promotions = demoPromotions(options.today);
  for (const record of newestFirst(promotions)) await createIfAbsent(() => db.promotions.create(record).go());
  index += promotions.length;
  for (const profile of DEMO_INSTRUCTOR_PROFILES) {
    const accounts: Record<string, string> = { [INSTRUCTOR.ines]: options.instructorId, [INSTRUCTOR.somchai]: options.pythonInstructorId };
    const record = { ...profile, user_id: accounts[profile.id] ?? profile.user_id, ...stamp(index++) };
    await ensureRecord(stores.instructors, record);
  }

  for (const [position, announcement] of demoAnnouncements(options.studentId).entries()) {
    const at = ANNOUNCED_AT[position] ?? ANNOUNCED_AT[0] ?? '';
    const existing = (await db.announcements.get({ announcementId: announcement.id }).go()).data;
    // Announcements seeded before the back office listed them lack its index keys: writing them
    // back as they are adds the keys and keeps any edit.
    if (existing) await db.announcements.put(existing).go();
    else {
      const { id, audience_id, ...fields } = announcement;
      await createIfAbsent(() => db.announcements.create({ ...fields, announcementId: id, audienceId: audience_id, createdAt: at, updatedAt: at }).go());
    }
  }
  const read = { userId: options.studentId, announcementId: 'welcome' };
  const mark = (await db.announcementReads.get(read).go()).data;
  // Likewise for the read mark and the index that finds it when its announcement is deleted.
  await (mark ? db.announcementReads.put(mark).go() : createIfAbsent(() => db.announcementReads.create({ ...read, readAt: '2026-11-02T10:00:00.000Z' }).go()));
}
