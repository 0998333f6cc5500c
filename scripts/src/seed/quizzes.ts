import type { DataOptions } from '@lm/functions/data/options';
import { entityRecords } from '@lm/functions/data/record-kinds';
import { quizCategoryRecords } from '@lm/functions/data/records/quiz-category';
import { quizQuestionRecords } from '@lm/functions/data/records/quiz-question';
import { quizRecords } from '@lm/functions/data/records/quiz';
import { DEMO_IMAGE_ID } from './images.js';
import { quizQuestion, quizSettings, type Quiz, type QuizCategory, type QuizQuestionInput, type QuizQuestionRecord } from '@lm/shared';

/** The demo quiz the python course shows as a lesson (decision 0040). */
export const DEMO_QUIZ_ID = 'quiz-python-basics';
export const DEMO_QUIZ_CATEGORY_ID = 'quiz-cat-python';
/** The one question the demo quiz always asks; the others are drawn from the category's bank. */
export const DEMO_FIXED_QUESTION_ID = 'quiz-q-def';

const SEEDED_AT = '2026-11-01T08:00:00.000Z';
const stamps = { created_at: SEEDED_AT, updated_at: SEEDED_AT };

export const DEMO_QUIZ_CATEGORY: QuizCategory = { id: DEMO_QUIZ_CATEGORY_ID, name: 'Python basics', description: 'Questions on the first chapters of Python for beginners.', ordering: 1, ...stamps };

/** Six questions, one of each kind, in Thai and English. */
const QUESTIONS: readonly QuizQuestionInput[] = [
  {
    id: DEMO_FIXED_QUESTION_ID,
    kind: 'single',
    text: { th: 'คำสำคัญใดใช้นิยามฟังก์ชันใน Python', en: 'Which keyword defines a function in Python?' },
    // The demo image (the python course's cover) shows with the question on the learn page.
    image_id: DEMO_IMAGE_ID,
    explanation: { th: 'ใช้ def ตามด้วยชื่อฟังก์ชันและวงเล็บ', en: 'def, then the name and its parameters in brackets.' },
    choices: [
      { id: 'def', text: { th: 'def', en: 'def' }, correct: true },
      { id: 'func', text: { th: 'func', en: 'func' } },
      { id: 'function', text: { th: 'function', en: 'function' } },
    ],
  },
  {
    id: 'quiz-q-list-types',
    kind: 'true_false',
    text: { th: 'ลิสต์ใน Python เก็บค่าต่างชนิดกันได้', en: 'A Python list can hold values of different types.' },
    answer: true,
  },
  {
    id: 'quiz-q-len',
    kind: 'short_answer',
    points: 2,
    text: { th: "len('hello') ได้ค่าเท่าใด", en: "What does len('hello') return?" },
    accepted: ['5', 'five', 'ห้า'],
  },
  {
    id: 'quiz-q-loops',
    kind: 'multiple',
    points: 2,
    text: { th: 'ข้อใดเป็นคำสำคัญของการวนซ้ำใน Python', en: 'Which of these are loop keywords in Python?' },
    choices: [
      { id: 'for', text: { th: 'for', en: 'for' }, correct: true },
      { id: 'while', text: { th: 'while', en: 'while' }, correct: true },
      { id: 'repeat', text: { th: 'repeat', en: 'repeat' } },
      { id: 'loop', text: { th: 'loop', en: 'loop' } },
    ],
  },
  {
    id: 'quiz-q-run-steps',
    kind: 'ordering',
    text: { th: 'เรียงขั้นตอนการรันสคริปต์', en: 'Put the steps of running a script in order.' },
    items: [
      { id: 'write', text: { th: 'เขียนโค้ด', en: 'Write the code' } },
      { id: 'save', text: { th: 'บันทึกเป็นไฟล์ .py', en: 'Save it as a .py file' } },
      { id: 'run', text: { th: 'รัน python ตามด้วยชื่อไฟล์', en: 'Run python with the file name' } },
    ],
  },
  {
    id: 'quiz-q-types',
    kind: 'matching',
    points: 3,
    text: { th: 'จับคู่ค่ากับชนิดข้อมูล', en: 'Match each value with its type.' },
    pairs: [
      { left: { id: 'v-int', text: { th: '3', en: '3' } }, right: { id: 't-int', text: { th: 'int', en: 'int' } } },
      { left: { id: 'v-str', text: { th: "'a'", en: "'a'" } }, right: { id: 't-str', text: { th: 'str', en: 'str' } } },
      { left: { id: 'v-float', text: { th: '3.5', en: '3.5' } }, right: { id: 't-float', text: { th: 'float', en: 'float' } } },
    ],
  },
];

/** The bank as the questions master file keeps it: each question whole, in the demo category. */
export const DEMO_QUIZ_QUESTIONS: readonly QuizQuestionRecord[] = QUESTIONS.map((input) => ({ ...quizQuestion.parse({ ...input, category_id: DEMO_QUIZ_CATEGORY_ID }), category_id: DEMO_QUIZ_CATEGORY_ID, ...stamps }));

/** Five questions an attempt: the fixed one, and four of the other five drawn, shuffled; 60 % passes, three attempts of 15 minutes. */
export const DEMO_QUIZ: Quiz = {
  id: DEMO_QUIZ_ID,
  title_th: 'แบบทดสอบพื้นฐาน Python',
  title_en: 'Python basics quiz',
  category_id: DEMO_QUIZ_CATEGORY_ID,
  settings: quizSettings.parse({
    pass_percent: 60,
    attempts_allowed: 3,
    time_limit_minutes: 15,
    shuffle_questions: true,
    shuffle_choices: true,
    show_answers: 'after_submit',
    questions: { fixed: [DEMO_FIXED_QUESTION_ID], draws: [{ category_id: DEMO_QUIZ_CATEGORY_ID, count: 4 }] },
  }),
  ...stamps,
};

/** The demo quiz's category, questions and quiz, each written once: seeding again changes nothing. */
export async function seedQuizzes(options: DataOptions): Promise<void> {
  const records = entityRecords(options);
  const once = async <T extends { id: string }>(store: { get(id: string): Promise<T | undefined>; put(record: T, mode: 'create'): Promise<void> }, record: T) => {
    if (!(await store.get(record.id))) await store.put(record, 'create');
  };
  await once(records(quizCategoryRecords), DEMO_QUIZ_CATEGORY);
  for (const question of DEMO_QUIZ_QUESTIONS) await once(records(quizQuestionRecords), question);
  await once(records(quizRecords), DEMO_QUIZ);
}
