import type { Database } from '@lm/functions/data/database';
import type { CustomPage, PageModule } from '@lm/shared';
import { INSTRUCTOR } from './content.js';

type DemoModule = Omit<PageModule, 'page_id' | 'name' | 'custom_name'> & { name?: string };

const page = (fields: Pick<CustomPage, 'id' | 'path' | 'name'> & Partial<CustomPage>): CustomPage => ({
  meta_title: '',
  meta_description: '',
  page_keyword: '',
  robot_index: true,
  robot_follow: true,
  twitter_title: '',
  twitter_description: '',
  twitter_image: '',
  facebook_title: '',
  facebook_description: '',
  facebook_image: '',
  is_enable_headerSystem: true,
  is_enable_footerSystem: true,
  business: false,
  ...fields,
});

/**
 * The custom pages the site settings route to (`/`, `/about`, `/members`, and `/privacy`, the privacy
 * notice the consent dialog and the footer link to, which administrators edit in the page builder).
 */
export const DEMO_PAGES: readonly CustomPage[] = [
  page({
    id: 'page-home',
    path: '/',
    name: 'Home',
    meta_title: 'Learn new skills online',
    meta_description: 'Courses in programming, data and design, taught by working professionals.',
    page_keyword: 'online courses, programming, data, design',
    twitter_title: 'Learning Marketplace',
    twitter_description: 'Courses in programming, data and design.',
    twitter_image: '/demo/page-share.svg',
    facebook_title: 'Learning Marketplace',
    facebook_description: 'Courses in programming, data and design.',
    facebook_image: '/demo/page-share.svg',
  }),
  page({ id: 'page-about', path: '/about', name: 'About us', meta_title: 'About us', meta_description: 'Who we are and how to reach us.' }),
  page({
    id: 'page-privacy',
    path: '/privacy',
    name: 'Privacy notice',
    meta_title: 'Privacy notice · นโยบายความเป็นส่วนตัว',
    meta_description: 'How we collect, use and keep your personal data, and your rights under the Personal Data Protection Act (PDPA).',
  }),
  page({ id: 'page-members', path: '/members', name: 'Members', meta_title: 'Members', meta_description: 'News for signed-in students.', robot_index: false, robot_follow: false, is_enable_footerSystem: false }),
];

const contact = {
  heading: 'Contact us',
  address: '99 Sukhumvit Road, Khlong Toei, Bangkok 10110',
  phone: '+66 2 123 4567',
  email: 'hello@example.com',
  hours: 'Monday to Friday, 9:00–18:00',
};

/** Modules by page, in their ordering (10, 20, …, so one can go between two). */
export const DEMO_MODULES: Record<string, readonly DemoModule[]> = {
  'page-home': [
    {
      id: 'home-slide',
      type: 'slide',
      ordering: 10,
      data: {
        slides: [
          { title: 'Learn at your pace', subtitle: 'Video courses you can start today.', image: '/demo/page-slide-learn.jpg', link: '/courses' },
          { title: 'Programming from zero', subtitle: 'Python, JavaScript, Go and more.', image: '/demo/page-slide-live.jpg', link: '/courses/category/programming' },
          { title: 'About us', subtitle: 'Who teaches here, and how to reach us.', image: '/demo/page-slide-books.jpg', link: '/about' },
        ],
      },
    },
    { id: 'home-banner', type: 'banner', ordering: 20, data: { heading: 'New term offer', image: '/demo/page-banner.jpg', alt: 'New term: 20% off every course', link: '/promotion' } },
    { id: 'home-categories', type: 'course_category', ordering: 30, data: { heading: 'Browse by category', category_ids: ['cat-programming', 'cat-data', 'cat-design'] } },
    {
      id: 'home-courses',
      type: 'course',
      ordering: 40,
      data: { heading: 'Popular courses', source: 'selected', ids: ['course-python-basics', 'course-pandas', 'course-ui-design', 'course-javascript'] },
    },
    { id: 'home-instructors', type: 'instructor', ordering: 50, data: { heading: 'Meet the instructors', source: 'selected', ids: [INSTRUCTOR.somchai, INSTRUCTOR.ines, INSTRUCTOR.pim, INSTRUCTOR.kanya] } },
    { id: 'home-promotions', type: 'promotion', ordering: 60, data: { heading: 'Offers', source: 'latest', number: 3 } },
    { id: 'home-articles', type: 'article', ordering: 70, data: { heading: 'From the blog', source: 'latest', number: 3 } },
    {
      id: 'home-reviews',
      type: 'review',
      ordering: 80,
      data: { heading: 'What students say', source: 'selected', ids: ['review-python-malee', 'review-pandas-narin', 'review-ui-alex'] },
    },
    { id: 'home-gallery', type: 'gallery', ordering: 90, data: { heading: 'Life at the school', source: 'latest', number: 2 } },
    {
      id: 'home-text',
      type: 'text',
      ordering: 100,
      data: { heading: 'Why learn with us', body: 'Every course is made by people who do the work every day, with short lessons, real projects and answers to your questions.' },
    },
    {
      id: 'home-video',
      type: 'video',
      ordering: 110,
      data: { heading: 'A tour of the classroom', src: '/demo/classroom-tour.mp4', poster: '/demo/page-video-poster.svg', caption: 'Two minutes through a lesson: video, notes and quiz.' },
    },
    { id: 'home-map', type: 'map', ordering: 120, data: { heading: 'Find us', latitude: 13.7367, longitude: 100.5605, label: 'Learning Marketplace, Sukhumvit Road' } },
    { id: 'home-contact', type: 'contactus', ordering: 130, data: contact },
    {
      id: 'home-howtobuy',
      type: 'howtobuy',
      ordering: 140,
      data: {
        heading: 'How to buy',
        steps: [
          { title: 'Choose a course', body: 'Browse the catalogue and open a course to see its lessons.' },
          { title: 'Pay', body: 'Add it to your cart and pay by card or bank transfer.' },
          { title: 'Start learning', body: 'The course appears in your account at once.' },
        ],
      },
    },
  ],
  'page-about': [
    {
      id: 'about-text',
      type: 'text',
      ordering: 10,
      data: { heading: 'Who we are', body: 'A small team in Bangkok that builds courses with working engineers, analysts and designers since 2020.' },
    },
    { id: 'about-contact', type: 'contactus', ordering: 20, data: contact },
  ],
  'page-privacy': [
    {
      id: 'privacy-th',
      type: 'text',
      ordering: 10,
      data: {
        heading: 'นโยบายความเป็นส่วนตัว',
        body: [
          'เราเก็บข้อมูลส่วนบุคคลเท่าที่จำเป็นต่อการให้บริการ ได้แก่ ชื่อ อีเมล เบอร์โทรศัพท์ ที่อยู่สำหรับจัดส่ง ประวัติการสั่งซื้อและการเรียน และข้อมูลการใช้งานเว็บไซต์',
          'เราใช้ข้อมูลเพื่อดูแลบัญชีและคอร์สเรียนของคุณ จัดส่งสินค้า ออกใบเสร็จ ติดต่อเรื่องการเรียน และปรับปรุงบริการ โดยอาศัยสัญญาที่ทำกับคุณ หน้าที่ตามกฎหมาย และความยินยอมของคุณสำหรับการตลาด',
          'เราเก็บข้อมูลไว้ตลอดที่บัญชียังใช้งาน และตามระยะเวลาที่กฎหมายภาษีและบัญชีกำหนดหลังจากนั้น',
          'ตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 คุณมีสิทธิขอเข้าถึง ขอสำเนา แก้ไข ลบ หรือโอนย้ายข้อมูล คัดค้านหรือขอให้ระงับการใช้ข้อมูล และถอนความยินยอมได้ทุกเมื่อ ติดต่อเจ้าหน้าที่คุ้มครองข้อมูลส่วนบุคคลได้ที่ privacy@example.com และร้องเรียนต่อสำนักงานคณะกรรมการคุ้มครองข้อมูลส่วนบุคคลได้',
        ].join('\n\n'),
      },
    },
    {
      id: 'privacy-en',
      type: 'text',
      ordering: 20,
      data: {
        heading: 'Privacy notice',
        body: [
          'We collect the personal data we need to serve you: your name, e-mail, phone number, delivery address, what you buy and learn here, and how you use the site.',
          'We use it to run your account and your courses, deliver what you order, issue receipts, contact you about your learning and improve the service, on the basis of our contract with you, our legal duties, and your consent for marketing.',
          'We keep it while your account is open, and afterwards for as long as tax and accounting law requires.',
          'Under the Personal Data Protection Act B.E. 2562 (PDPA) you may ask to see, copy, correct, delete or move your data, object to or restrict its use, and withdraw your consent at any time. Write to our data protection officer at privacy@example.com; you may also complain to the Personal Data Protection Committee.',
        ].join('\n\n'),
      },
    },
  ],
  'page-members': [
    { id: 'members-text', type: 'text', ordering: 10, data: { heading: 'Welcome back', body: 'New live classes open every month; check your dashboard for the schedule.' } },
  ],
};

/**
 * Creates the demo pages and the modules a page does not hold yet; leaves existing ones (and the
 * view counts) as they are. A module is known by its id alone: its ordering is part of its key, so
 * a module moved since an earlier seed is not written a second time.
 */
export async function seedPages(
  db: Pick<Database, 'customPages' | 'pageModules'>,
  createIfAbsent: (write: () => Promise<unknown>) => Promise<void>,
): Promise<void> {
  for (const demo of DEMO_PAGES) {
    await createIfAbsent(() => db.customPages.create(demo).go());
    const held = new Set((await db.pageModules.query.byPage({ page_id: demo.id }).go({ pages: 'all' })).data.map((module) => module.id));
    for (const module of DEMO_MODULES[demo.id] ?? []) {
      if (held.has(module.id)) continue;
      const record = { ...module, page_id: demo.id, name: module.name ?? module.type, custom_name: '' };
      await createIfAbsent(() => db.pageModules.create(record).go());
    }
  }
}
