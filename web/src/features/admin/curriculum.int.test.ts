import type {} from '@lm/functions/testing/provided-context';
import { api, signIn as apiSignIn, signOut as apiSignOut } from '@lm/functions/testing/api';
import type { CurriculumSection, PublicCurriculum } from '@lm/shared';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../../testing/browser';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
const stamp = `cu${Date.now().toString(36)}`;
const COURSE = 'course-pandas';
const COURSE_TITLE = 'Data analysis with pandas';
const sectionTitle = `Getting started ${stamp}`;
/** The seeded course's outline, put back once the tests are done. */
let seeded: CurriculumSection[] = [];

beforeAll(async () => {
  const admin = await apiSignIn('admin');
  const answer = await api(`/api/courses/${COURSE}/curriculum`, { token: admin.id_token });
  expect(answer.status, answer.text).toBe(200);
  seeded = (answer.body as unknown as { sections: CurriculumSection[] }).sections;
  await apiSignOut(admin);
});

afterAll(async () => {
  const admin = await apiSignIn('admin');
  const restored = await api(`/api/courses/${COURSE}/curriculum`, { method: 'PUT', token: admin.id_token, json: { sections: seeded } });
  await apiSignOut(admin);
  expect(restored.status, restored.text).toBe(200);
});

/** Signed in as the administrator, on the pandas course's edit form, its curriculum loaded under it. */
async function openCourse(page: Page) {
  if (!page.url().startsWith(suite.url('/admin/courses'))) {
    await page.goto(suite.url('/admin/courses'));
  }
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Courses');
  await page.getByRole('button', { name: `Edit ${COURSE_TITLE}` }).click();
  const panel = page.getByRole('region', { name: 'Curriculum' });
  await expect.poll(() => panel.getByRole('list', { name: 'Sections of the course' }).count(), { timeout: 20_000 }).toBe(1);
  return panel;
}

/** The sections' headings, then each section's lessons' headings, in order. */
const outlineOf = (panel: Locator) =>
  panel
    .getByRole('list', { name: 'Sections of the course' })
    .evaluate((list) =>
      [...list.querySelectorAll(':scope > li')].map((item) => [
        item.querySelector('h3')?.textContent ?? '',
        [...item.querySelectorAll('article h4')].map((heading) => heading.textContent ?? ''),
      ]),
    );

/** Amplify's checkbox input is visually hidden: the admin clicks its label. */
async function tick(checkbox: Locator) {
  await checkbox.locator('xpath=ancestor::label[1]').click();
  await expect.poll(() => checkbox.isChecked()).toBe(true);
}

/**
 * Drags an element by the mouse onto the top of another, both in view first: Chromium starts a
 * drag once the pressed mouse moves, and a page scrolled under it meanwhile loses it.
 */
async function drag(page: Page, from: Locator, to: Locator) {
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  const source = await from.boundingBox();
  const target = await to.boundingBox();
  if (!source || !target) throw new Error('Both ends of the drag are shown.');
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 + 5, source.y + source.height / 2 + 5, { steps: 3 });
  await page.mouse.move(target.x + 40, target.y + 8, { steps: 5 });
  await page.mouse.up();
}

describe('the curriculum editor in Chromium against the local stack', () => {
  it('adds a section with a video lesson and a text lesson, moves it first with the keyboard, saves, and keeps the order after a reload', { timeout: 120_000 }, async () => {
    const page = await suite.backOffice();
    const notices = () => page.getByRole('region', { name: 'Notifications' }).locator('.notice__message');
    const panel = await openCourse(page);
    await expect.poll(() => outlineOf(panel)).toEqual([
      ['Section 1: DataFrames', ['Lesson 1.1: Loading CSV and Excel', 'Lesson 1.2: Selecting and filtering']],
      ['Section 2: Analysis', ['Lesson 2.1: Group by', 'Lesson 2.2: Charts', 'Lesson 2.3: A sales report']],
    ]);
    expect(await panel.getByText('Unsaved changes').count()).toBe(0);

    // A new section, its title typed where the focus went.
    await panel.getByRole('button', { name: 'Add section', exact: true }).click();
    const sectionTitleInput = panel.getByRole('region', { name: 'Section 3: Untitled section' }).getByLabel('Section title', { exact: true });
    await expect.poll(() => sectionTitleInput.evaluate((input) => input === document.activeElement)).toBe(true);
    await sectionTitleInput.fill(sectionTitle);
    const section = panel.getByRole('region', { name: `Section 3: ${sectionTitle}` });

    // A video lesson showing the seeded ready video, a free preview.
    await section.getByRole('button', { name: `Add lesson to “${sectionTitle}”` }).click();
    const video = section.getByRole('article', { name: 'Lesson 3.1: Untitled lesson' });
    await video.getByLabel('Title', { exact: true }).fill('Welcome video');
    const welcome = section.getByRole('article', { name: /: Welcome video$/ });
    await welcome.getByLabel('Minutes', { exact: true }).fill('3');
    expect(await welcome.getByLabel('Kind', { exact: true }).inputValue()).toBe('video');
    const videoSelect = welcome.getByLabel('Video', { exact: true });
    await expect.poll(() => videoSelect.isEnabled()).toBe(true);
    await videoSelect.selectOption({ label: 'Welcome to the course (Ready)' });
    expect(await videoSelect.inputValue()).toBe('video-demo-welcome');
    await tick(welcome.getByRole('checkbox', { name: 'Free preview' }));

    // A text lesson.
    await section.getByRole('button', { name: `Add lesson to “${sectionTitle}”` }).click();
    const text = section.getByRole('article', { name: 'Lesson 3.2: Untitled lesson' });
    await text.getByLabel('Title', { exact: true }).fill('Course notes');
    const notes = section.getByRole('article', { name: /: Course notes$/ });
    await notes.getByLabel('Kind', { exact: true }).selectOption({ label: 'Text' });
    await notes.getByLabel('Minutes', { exact: true }).fill('5');
    await notes.getByLabel('Text', { exact: true }).fill('Install pandas, then open the first notebook.');

    // Removing a lesson that holds something asks first.
    await notes.getByRole('button', { name: 'Remove lesson “Course notes”' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove the lesson “Course notes”?' });
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // Dragged by its handle above the video lesson, then moved back down with the keyboard.
    await drag(page, notes.locator('.curriculum__grip'), section.locator('li').filter({ has: page.getByRole('article', { name: /: Welcome video$/ }) }));
    await expect.poll(async () => (await outlineOf(panel))[2]).toEqual([`Section 3: ${sectionTitle}`, ['Lesson 3.1: Course notes', 'Lesson 3.2: Welcome video']]);
    const notesDown = panel.getByRole('button', { name: 'Move down: lesson “Course notes”' });
    await notesDown.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await outlineOf(panel))[2]).toEqual([`Section 3: ${sectionTitle}`, ['Lesson 3.1: Welcome video', 'Lesson 3.2: Course notes']]);

    // The section goes first with its Move up button, pressed from the keyboard twice: the focus stays on it.
    const up = panel.getByRole('button', { name: `Move up: section “${sectionTitle}”` });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => up.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const arranged = [
      [`Section 1: ${sectionTitle}`, ['Lesson 1.1: Welcome video', 'Lesson 1.2: Course notes']],
      ['Section 2: DataFrames', ['Lesson 2.1: Loading CSV and Excel', 'Lesson 2.2: Selecting and filtering']],
      ['Section 3: Analysis', ['Lesson 3.1: Group by', 'Lesson 3.2: Charts', 'Lesson 3.3: A sales report']],
    ];
    await expect.poll(() => outlineOf(panel)).toEqual(arranged);
    // At the top its Move up is disabled, and the focus went to its Move down.
    expect(await up.isDisabled()).toBe(true);
    expect(await panel.getByRole('button', { name: `Move down: section “${sectionTitle}”` }).evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await panel.getByText('Unsaved changes').count()).toBe(1);
    await screenshot(page, 'admin curriculum arranged');

    await panel.getByRole('button', { name: 'Save curriculum' }).click();
    await expect.poll(async () => (await notices().allTextContents()).some((notice) => notice.includes(`Saved the curriculum of “${COURSE_TITLE}”.`))).toBe(true);
    await expect.poll(() => panel.getByText('Unsaved changes').count()).toBe(0);
    // The new lessons have the ids the server gave them; the seeded ones kept theirs.
    const ids = await panel.locator('article[data-lesson-id]').evaluateAll((articles) => articles.map((article) => article.getAttribute('data-lesson-id')));
    expect(ids).toHaveLength(7);
    expect(ids.slice(2)).toEqual(seeded.flatMap((one) => one.lessons.map((lesson) => lesson.id)));

    // After a reload the course is open again (its address says so), in the order saved.
    expect(new URL(page.url()).searchParams.get('record')).toBe(COURSE);
    await page.reload();
    const again = page.getByRole('region', { name: 'Curriculum' });
    await expect.poll(() => again.getByRole('list', { name: 'Sections of the course' }).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => outlineOf(again)).toEqual(arranged);
    expect(await again.getByRole('article', { name: /: Welcome video$/ }).getByLabel('Video', { exact: true }).inputValue()).toBe('video-demo-welcome');
    expect(await again.getByRole('article', { name: /: Course notes$/ }).getByLabel('Text', { exact: true }).inputValue()).toBe('Install pandas, then open the first notebook.');
    await screenshot(page, 'admin curriculum reloaded');

    // The API keeps what the editor saved: the outline the public course page shows, and what each lesson holds.
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('lm.session.admin') ?? '{}') as { token?: string }).token ?? '');
    const saved = await api(`/api/courses/${COURSE}/curriculum`, { token });
    const [first] = (saved.body as unknown as { sections: CurriculumSection[] }).sections;
    expect(first).toEqual({
      title: sectionTitle,
      lessons: [
        { id: ids[0], title: 'Welcome video', duration_minutes: 3, kind: 'video', video_id: 'video-demo-welcome', file_id: '', quiz_id: '', body: '', url: '', free_preview: true },
        { id: ids[1], title: 'Course notes', duration_minutes: 5, kind: 'text', video_id: '', file_id: '', quiz_id: '', body: 'Install pandas, then open the first notebook.', url: '', free_preview: false },
      ],
    });
    const course = await api(`/public/courses/${COURSE}`);
    expect(course.status, course.text).toBe(200);
    const outline = (course.body as unknown as { curriculum: PublicCurriculum }).curriculum;
    expect(outline.map((one) => [one.title, one.lessons.map((lesson) => lesson.title)])).toEqual([
      [sectionTitle, ['Welcome video', 'Course notes']],
      ['DataFrames', ['Loading CSV and Excel', 'Selecting and filtering']],
      ['Analysis', ['Group by', 'Charts', 'A sales report']],
    ]);
    expect(outline[0]?.lessons[0]).toEqual({ id: ids[0], title: 'Welcome video', duration_minutes: 3, kind: 'video', free_preview: true });
  });

  it('shows the server’s refusal of a video lesson without its video beside that lesson, and saves nothing', { timeout: 120_000 }, async () => {
    const page = await suite.backOffice();
    const panel = await openCourse(page);
    const before = await outlineOf(panel);

    const analysis = panel.getByRole('region', { name: /^Section \d: Analysis$/ });
    await analysis.getByRole('button', { name: 'Add lesson to “Analysis”' }).click();
    const added = analysis.getByRole('article', { name: /: Untitled lesson$/ });
    await added.getByLabel('Title', { exact: true }).fill(`Missing video ${stamp}`);
    const lesson = analysis.getByRole('article', { name: new RegExp(`: Missing video ${stamp}$`) });
    await panel.getByRole('button', { name: 'Save curriculum' }).click();

    await expect.poll(() => lesson.getByText(`Lesson "Missing video ${stamp}" needs its video.`).count()).toBe(1);
    expect(await lesson.getByLabel('Video', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await panel.getByRole('alert').first().textContent()).toContain('Some sections or lessons need correcting: see the messages beside them.');
    // No other lesson shows a message, and the change is still to be saved.
    expect(await panel.getByText(/needs its video/).count()).toBe(1);
    expect(await panel.getByText('Unsaved changes').count()).toBe(1);
    await screenshot(page, 'admin curriculum refused');

    // As a quiz lesson it offers the quizzes file's quizzes by their titles.
    await lesson.getByLabel('Kind', { exact: true }).selectOption({ label: 'Quiz' });
    const quizSelect = lesson.getByLabel('Quiz', { exact: true });
    await expect.poll(() => quizSelect.isEnabled()).toBe(true);
    await expect.poll(() => quizSelect.locator('option').allTextContents()).toContain('Python basics quiz');
    // As a homework lesson, the homework file's homework by their titles.
    await lesson.getByLabel('Kind', { exact: true }).selectOption({ label: 'Homework' });
    const homeworkSelect = lesson.getByLabel('Homework', { exact: true });
    await expect.poll(() => homeworkSelect.isEnabled()).toBe(true);
    await expect.poll(() => homeworkSelect.locator('option').allTextContents()).toContain('Homework: your first function');

    // Nothing was saved: the lesson, which holds nothing, goes without a question.
    await lesson.getByRole('button', { name: `Remove lesson “Missing video ${stamp}”` }).click();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await expect.poll(() => outlineOf(panel)).toEqual(before);
    await expect.poll(() => panel.getByText('Unsaved changes').count()).toBe(0);
    const course = await api(`/public/courses/${COURSE}`);
    const titles = (course.body as unknown as { curriculum: PublicCurriculum }).curriculum.flatMap((one) => one.lessons.map((item) => item.title));
    expect(titles).not.toContain(`Missing video ${stamp}`);
  });

  it('sends a file lesson’s file through the one-field upload, shows a refused file’s reason, and saves the lesson with its file', { timeout: 120_000 }, async () => {
    const page = await suite.backOffice();
    const panel = await openCourse(page);

    const analysis = panel.getByRole('region', { name: /^Section \d: Analysis$/ });
    await analysis.getByRole('button', { name: 'Add lesson to “Analysis”' }).click();
    await analysis.getByRole('article', { name: /: Untitled lesson$/ }).getByLabel('Title', { exact: true }).fill(`Handout ${stamp}`);
    const lesson = analysis.getByRole('article', { name: new RegExp(`: Handout ${stamp}$`) });
    await lesson.getByLabel('Kind', { exact: true }).selectOption({ label: 'File' });
    expect(await lesson.getByText('No file yet', { exact: false }).count()).toBe(1);

    // A file whose bytes are not its name's type is refused, and the reason shows beside the lesson.
    const file = lesson.getByLabel('File', { exact: true });
    await file.setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>not a pdf</html>') });
    await expect.poll(() => lesson.getByRole('alert').textContent()).toContain('fake.pdf is not the PDF file its name says: nothing was kept.');

    await file.setInputFiles({ name: 'handout.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\n%%EOF\n') });
    await expect.poll(() => lesson.getByText('handout.pdf is attached. Save the curriculum to keep it.').count()).toBe(1);
    await screenshot(page, 'admin curriculum file lesson');
    await panel.getByRole('button', { name: 'Save curriculum' }).click();
    await expect.poll(() => panel.getByText('Unsaved changes').count()).toBe(0);

    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('lm.session.admin') ?? '{}') as { token?: string }).token ?? '');
    const saved = (await api(`/api/courses/${COURSE}/curriculum`, { token })).body as unknown as { sections: CurriculumSection[] };
    const handout = saved.sections.flatMap((one) => one.lessons).find((one) => one.title === `Handout ${stamp}`);
    expect(handout).toMatchObject({ kind: 'file', file_id: expect.stringMatching(/\S/) });
    const download = await api(`/api/files/${handout?.file_id ?? ''}/download`, { token });
    expect(download.body).toMatchObject({ file_name: 'handout.pdf' });
  });
});
