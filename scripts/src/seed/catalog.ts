import type { Database } from '@lm/functions/data/database';
import { createSearchIndex } from '@lm/functions/data/search-repository';
import type { Category, Course, Product } from '@lm/shared';
import { INSTRUCTOR } from './content.js';
import { seedCategories } from './ensure.js';
import { DEMO_HOMEWORK_ID } from './homework.js';
import { DEMO_QUIZ_ID } from './quizzes.js';

type Lesson = [title: string, minutes: number] | CourseLesson;
type CourseLesson = Course['curriculum'][number]['lessons'][number];

/** The demo video every seeded video lesson shows (seeded ready by `seedMedia`). */
export const DEMO_VIDEO_ID = 'video-demo-welcome';

const lessonId = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 48);

/** A demo lesson: a short text about its title, unless it is given whole. */
const demoLesson = (lesson: Lesson): CourseLesson => {
  if (!Array.isArray(lesson)) return lesson;
  const [title, minutes] = lesson;
  return { id: lessonId(title), title, duration_minutes: minutes, kind: 'text', video_id: '', file_id: '', quiz_id: '', body: `${title}: read the notes, then try the exercise at the end.`, url: '', free_preview: false };
};

/** A video lesson showing the demo video. */
export const videoLesson = (title: string, minutes: number, freePreview = false): CourseLesson => ({
  id: lessonId(title),
  title,
  duration_minutes: minutes,
  kind: 'video',
  video_id: DEMO_VIDEO_ID,
  file_id: '',
  quiz_id: '',
  body: '',
  url: '',
  free_preview: freePreview,
});

/** The demo file every seeded file lesson offers (seeded by `seedMedia`): a one-page PDF. */
export const DEMO_FILE_ID = 'file-demo-cheat-sheet';

/** A file lesson offering the demo file. */
const fileLesson = (title: string, minutes: number): CourseLesson => ({
  id: lessonId(title),
  title,
  duration_minutes: minutes,
  kind: 'file',
  video_id: '',
  file_id: DEMO_FILE_ID,
  quiz_id: '',
  body: '',
  url: '',
  free_preview: false,
});

/** A quiz lesson showing the demo quiz (decision 0040). */
const quizLesson = (title: string, minutes: number): CourseLesson => ({
  id: lessonId(title),
  title,
  duration_minutes: minutes,
  kind: 'quiz',
  video_id: '',
  file_id: '',
  quiz_id: DEMO_QUIZ_ID,
  body: '',
  url: '',
  free_preview: false,
});

/** A homework lesson showing the demo homework (decision 0041). */
const homeworkLesson = (title: string, minutes: number): CourseLesson => ({
  id: lessonId(title),
  title,
  duration_minutes: minutes,
  kind: 'homework',
  video_id: '',
  file_id: '',
  quiz_id: '',
  homework_id: DEMO_HOMEWORK_ID,
  body: '',
  url: '',
  free_preview: false,
});

/** A small curriculum: sections of lessons with their minutes; the first lesson is a free preview. */
const outline = (...sections: [title: string, lessons: Lesson[]][]): Course['curriculum'] =>
  sections.map(([title, lessons], s) => ({
    title,
    lessons: lessons.map((lesson, l) => {
      const made = demoLesson(lesson);
      return s === 0 && l === 0 ? { ...made, free_preview: true } : made;
    }),
  }));

/** Seeded records are stamped an hour apart from this time, so their order is fixed. */
const SEEDED_FROM = Date.parse('2026-11-01T08:00:00.000Z');
const stamp = (index: number) => {
  const at = new Date(SEEDED_FROM + index * 3_600_000).toISOString();
  return { created_at: at, updated_at: at };
};

type DemoCategory = Omit<Category, 'created_at' | 'updated_at'>;

/** Three course categories and two product categories; the site settings route `/courses/category/programming`. */
export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  { id: 'cat-programming', type: 'course', name: 'Programming', slug: 'programming', description: 'Write software, from a first script to web services.', ordering: 1 },
  { id: 'cat-data', type: 'course', name: 'Data', slug: 'data', description: 'Analyse, query and learn from data.', ordering: 2 },
  { id: 'cat-design', type: 'course', name: 'Design', slug: 'design', description: 'Interfaces, type and brands people enjoy.', ordering: 3 },
  { id: 'cat-books', type: 'product', name: 'Books', slug: 'books', description: 'Workbooks and handbooks for the courses.', ordering: 1 },
  { id: 'cat-study-gear', type: 'product', name: 'Study gear', slug: 'study-gear', description: 'Tools for taking notes and drawing.', ordering: 2 },
];

type DemoCourse = Omit<Course, 'created_at' | 'updated_at'>;

const course = (fields: Omit<DemoCourse, 'sale_price' | 'status' | 'published' | 'cover_image'> & Partial<DemoCourse> & { cover: string }): DemoCourse => {
  const { cover, ...rest } = fields;
  return { sale_price: null, status: 'open', published: true, cover_image: `/demo/${cover}.svg`, ...rest };
};

/**
 * Thirteen published courses over the three categories, and one draft the storefront never shows.
 * Prices in satang. Listed newest first: the storefront shows them in this order. Each names its
 * teacher's public profile (the content seed's); the demo instructor account owns one of them.
 */
export const DEMO_COURSES: readonly DemoCourse[] = [
  course({
    id: 'course-python-basics',
    instructor_id: INSTRUCTOR.somchai,
    title: 'Python for beginners',
    slug: 'python-for-beginners',
    description: 'Learn to write clear Python: values, loops, functions and files, with a small project at the end.',
    price: 159_000,
    sale_price: 129_000,
    category_id: 'cat-programming',
    cover: 'course-python',
    curriculum: outline(
      ['Getting started', [videoLesson('Installing Python', 8), videoLesson('Your first script', 12)]],
      ['Core ideas', [['Values and types', 15], ['Loops and conditions', 18], ['Functions', 20], fileLesson('Python cheat sheet', 5), homeworkLesson('Python basics homework', 30), quizLesson('Python basics quiz', 10)]],
    ),
  }),
  course({
    id: 'course-pandas',
    instructor_id: INSTRUCTOR.pim,
    title: 'Data analysis with pandas',
    slug: 'data-analysis-with-pandas',
    description: 'Load, clean, reshape and chart real data sets with pandas in Jupyter notebooks.',
    price: 199_000,
    sale_price: 129_000,
    category_id: 'cat-data',
    cover: 'course-pandas',
    curriculum: outline(
      ['DataFrames', [['Loading CSV and Excel', 12], ['Selecting and filtering', 16]]],
      ['Analysis', [['Group by', 18], ['Charts', 14], ['A sales report', 25]]],
    ),
  }),
  course({
    id: 'course-ui-design',
    instructor_id: INSTRUCTOR.kanya,
    title: 'UI design fundamentals',
    slug: 'ui-design-fundamentals',
    description: 'Layout, colour, spacing and accessibility: design screens that are clear and easy to use.',
    price: 179_000,
    sale_price: 149_000,
    category_id: 'cat-design',
    cover: 'course-ui-design',
    curriculum: outline(['Foundations', [['Layout and grids', 14], ['Colour and contrast', 16]]], ['Screens', [['Forms', 18], ['Accessible design', 15]]]),
  }),
  course({
    id: 'course-javascript',
    instructor_id: INSTRUCTOR.ines,
    title: 'JavaScript essentials',
    slug: 'javascript-essentials',
    description: 'The language of the web: syntax, the DOM, events and asynchronous code with promises.',
    price: 189_000,
    category_id: 'cat-programming',
    cover: 'course-javascript',
    curriculum: outline(
      ['The language', [['Variables and types', 14], ['Functions and scope', 18]]],
      ['In the browser', [['The DOM', 16], ['Events', 12], ['Fetching data', 20]]],
    ),
  }),
  course({
    id: 'course-sql',
    instructor_id: INSTRUCTOR.pim,
    title: 'SQL for analysts',
    slug: 'sql-for-analysts',
    description: 'Answer business questions with SELECT, joins, grouping and window functions.',
    price: 149_000,
    category_id: 'cat-data',
    cover: 'course-sql',
    curriculum: outline(['Queries', [['SELECT and WHERE', 12], ['Joins', 18]]], ['Summaries', [['GROUP BY', 14], ['Window functions', 20]]]),
  }),
  course({
    id: 'course-figma',
    instructor_id: INSTRUCTOR.kanya,
    title: 'Figma from zero',
    slug: 'figma-from-zero',
    description: 'Frames, components and auto layout, up to a clickable prototype.',
    price: 129_000,
    category_id: 'cat-design',
    cover: 'course-figma',
    curriculum: outline(['The editor', [['Frames and shapes', 10], ['Components', 16]]], ['Prototypes', [['Auto layout', 14], ['Interactions', 12]]]),
  }),
  course({
    id: 'course-react',
    instructor_id: INSTRUCTOR.ines,
    title: 'Web apps with React',
    slug: 'web-apps-with-react',
    description: 'Build interactive pages from components, state and effects, and ship them with Vite.',
    price: 249_000,
    sale_price: 199_000,
    category_id: 'cat-programming',
    cover: 'course-react',
    curriculum: outline(
      ['Components', [['JSX', 12], ['Props and children', 15]]],
      ['State', [['useState', 18], ['Effects and data', 22]]],
    ),
  }),
  course({
    id: 'course-ml',
    instructor_id: INSTRUCTOR.pim,
    title: 'Machine learning fundamentals',
    slug: 'machine-learning-fundamentals',
    description: 'Regression, classification and model evaluation with scikit-learn, explained without heavy maths.',
    price: 299_000,
    sale_price: 249_000,
    category_id: 'cat-data',
    cover: 'course-ml',
    curriculum: outline(
      ['Learning from data', [['What a model is', 10], ['Training and testing', 16]]],
      ['Models', [['Linear regression', 20], ['Decision trees', 18], ['Evaluating models', 15]]],
    ),
  }),
  course({
    id: 'course-typography',
    instructor_id: INSTRUCTOR.kanya,
    title: 'Typography for the web',
    slug: 'typography-for-the-web',
    description: 'Choose and pair typefaces for Thai and Latin text, and set them well on screens.',
    price: 99_000,
    category_id: 'cat-design',
    cover: 'course-typography',
    curriculum: outline(['Type', [['Anatomy of a typeface', 12], ['Thai and Latin pairs', 15]]], ['On screen', [['Size and rhythm', 12]]]),
  }),
  course({
    id: 'course-go',
    instructor_id: INSTRUCTOR.somchai,
    title: 'Backend services in Go',
    slug: 'backend-services-in-go',
    description: 'Write fast, simple HTTP services in Go, with tests and a database.',
    price: 229_000,
    category_id: 'cat-programming',
    cover: 'course-go',
    curriculum: outline(
      ['Go basics', [['Packages and modules', 10], ['Structs and interfaces', 20]]],
      ['Services', [['net/http', 18], ['Testing handlers', 16]]],
    ),
  }),
  course({
    id: 'course-dashboards',
    instructor_id: INSTRUCTOR.pim,
    title: 'Excel dashboards and reports',
    slug: 'excel-dashboards-and-reports',
    description: 'Pivot tables, charts and a one-page dashboard your team will read.',
    price: 99_000,
    category_id: 'cat-data',
    cover: 'course-dashboards',
    curriculum: outline(['Pivot tables', [['Building a pivot', 12], ['Slicers', 10]]], ['Dashboards', [['Charts that explain', 14], ['One-page layout', 16]]]),
  }),
  course({
    id: 'course-brand',
    instructor_id: INSTRUCTOR.kanya,
    title: 'Brand identity design',
    slug: 'brand-identity-design',
    description: 'From a brief to a logo, a palette and a small brand guide. Enrolment opens soon.',
    price: 219_000,
    category_id: 'cat-design',
    cover: 'course-brand',
    status: 'coming_soon',
    curriculum: outline(['Strategy', [['The brief', 10], ['Research', 14]]], ['Identity', [['Logo', 20], ['Palette and type', 16]]]),
  }),
  course({
    id: 'course-git',
    instructor_id: INSTRUCTOR.ines,
    title: 'Git and GitHub for teams',
    slug: 'git-and-github-for-teams',
    description: 'Branches, pull requests and reviews: the everyday workflow of a software team.',
    price: 89_000,
    sale_price: 59_000,
    category_id: 'cat-programming',
    cover: 'course-git',
    curriculum: outline(['Git', [['Commits', 10], ['Branches and merges', 14]]], ['GitHub', [['Pull requests', 12], ['Code review', 10], homeworkLesson('Pull request homework', 20)]]),
  }),
  course({
    id: 'course-rust-draft',
    instructor_id: INSTRUCTOR.somchai,
    title: 'Systems programming in Rust',
    slug: 'systems-programming-in-rust',
    description: 'Ownership, borrowing and fearless concurrency. Still being recorded.',
    price: 259_000,
    category_id: 'cat-programming',
    cover: 'course-rust',
    status: 'coming_soon',
    published: false,
    curriculum: outline(['Ownership', [['Moves and borrows', 20]]]),
  }),
];

type DemoProduct = Omit<Product, 'created_at' | 'updated_at'>;

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  { id: 'product-python-workbook', name: 'Python workbook', slug: 'python-workbook', description: '120 exercises with answers, printed.', price: 45_000, sale_price: null, image: '/demo/product-python-workbook.svg', category_id: 'cat-books', stock: 50, shipping_weight: 400, published: true },
  { id: 'product-data-handbook', name: 'Data science handbook', slug: 'data-science-handbook', description: 'A desk reference for pandas, SQL and charts.', price: 69_000, sale_price: 59_000, image: '/demo/product-data-handbook.svg', category_id: 'cat-books', stock: 30, shipping_weight: 650, published: true },
  { id: 'product-drawing-tablet', name: 'Drawing tablet', slug: 'drawing-tablet', description: 'A pen tablet for the design courses.', price: 259_000, sale_price: null, image: '/demo/product-drawing-tablet.svg', category_id: 'cat-study-gear', stock: 12, shipping_weight: 900, published: true },
  { id: 'product-notebook-set', name: 'Dotted notebook set', slug: 'dotted-notebook-set', description: 'Three A5 notebooks for sketches and notes.', price: 29_000, sale_price: null, image: '/demo/product-notebook-set.svg', category_id: 'cat-study-gear', stock: 80, shipping_weight: 500, published: true },
];

/** `sale_price` is absent in the table when there is no sale (decision 0011). */
const withoutNullSale = <T extends { sale_price: number | null }>({ sale_price, ...rest }: T) => (sale_price === null ? rest : { ...rest, sale_price });

/**
 * The demo catalogue, written through the entities with fixed ids: each record is created only
 * if absent, so seeding again changes nothing (and keeps what an administrator edited).
 */
export async function seedCatalog(
  db: Pick<Database, 'categories' | 'courses' | 'products' | 'searchTerms' | 'valueClaims'>,
  createIfAbsent: (write: () => Promise<unknown>) => Promise<void>,
): Promise<void> {
  // Indexing writes only the words an item lacks, so seeding again changes nothing.
  const search = createSearchIndex(db);
  let index = 0;
  await seedCategories(db, DEMO_CATEGORIES, () => stamp(index++));
  // The first course listed is the newest.
  for (const [position, demo] of DEMO_COURSES.entries()) {
    const record = withoutNullSale({ ...demo, ...stamp(index + DEMO_COURSES.length - 1 - position) });
    await createIfAbsent(() => db.courses.create(record).go());
    await search.index('course', record.id, record.title);
  }
  index += DEMO_COURSES.length;
  for (const demo of DEMO_PRODUCTS) {
    const record = withoutNullSale({ ...demo, ...stamp(index++) });
    await createIfAbsent(() => db.products.create(record).go());
    await search.index('product', record.id, record.name);
  }
}
