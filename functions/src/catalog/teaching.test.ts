import type { Course, CurriculumSection, Video } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { memoryCatalog } from './memory-ports.js';
import { getTeachingCurriculum, listTeachingCourses, listTeachingVideos, saveTeachingCurriculum, teaches } from './teaching.js';

type Lesson = CurriculumSection['lessons'][number];

/** A text lesson; what other kinds hold takes the schema's defaults. */
const lesson = (fields: Partial<Lesson>) => ({ id: '', title: 'Lesson', duration_minutes: 5, kind: 'text', video_id: '', file_id: '', quiz_id: '', body: 'Notes', url: '', free_preview: false, ...fields }) as Lesson;

const course = (id: string, instructorId: string, fields: Partial<Course> = {}) =>
  ({ id, title: id, slug: id, cover_image: `/${id}.svg`, published: true, instructor_id: instructorId, curriculum: [], created_at: '2026-11-01T00:00:00.000Z', updated_at: 'x', ...fields }) as unknown as Course;

const video = (id: string, title: string, status: Video['status']) => ({ id, title, status }) as Video;

/** Ann teaches through two profiles; Ben through one; a third course's teacher has no account. */
async function catalogOfTeachers() {
  const memory = memoryCatalog();
  memory.profiles.set('profile-ann', 'user-ann');
  memory.profiles.set('profile-ann-2', 'user-ann');
  memory.profiles.set('profile-ben', 'user-ben');
  memory.profiles.set('profile-nobody', '');
  const outline: CurriculumSection[] = [
    { title: 'Start', lessons: [lesson({ id: 'welcome', kind: 'video', video_id: 'video-processing' }), lesson({ id: 'notes' })] },
    { title: 'More', lessons: [lesson({ id: 'more' })] },
  ];
  await memory.ports.courses.put(course('course-sql', 'profile-ann', { curriculum: outline, created_at: '2026-11-02T00:00:00.000Z' }), 'create');
  await memory.ports.courses.put(course('course-draft', 'profile-ann-2', { published: false }), 'create');
  await memory.ports.courses.put(course('course-go', 'profile-ben', { curriculum: [{ title: 'Go', lessons: [lesson({ id: 'go', kind: 'video', video_id: 'video-ben' })] }] }), 'create');
  await memory.ports.courses.put(course('course-orphan', 'profile-nobody'), 'create');
  await memory.ports.courses.put(course('course-untaught', ''), 'create');
  for (const one of [video('video-ready', 'Welcome', 'ready'), video('video-processing', 'Intro', 'processing'), video('video-ben', 'Go tour', 'waiting'), video('video-a', 'A first look', 'ready')]) {
    memory.videos.set(one.id, one);
  }
  return memory;
}

describe('an instructor’s own courses', () => {
  it('are those whose teacher is a profile of their account, drafts too, newest first, with their lesson counts', async () => {
    // Prepare
    const { ports } = await catalogOfTeachers();
    // Act
    const listed = await listTeachingCourses(ports, 'user-ann');
    // Assess
    expect(listed).toEqual([
      { id: 'course-sql', title: 'course-sql', cover_image: '/course-sql.svg', published: true, lesson_count: 3 },
      { id: 'course-draft', title: 'course-draft', cover_image: '/course-draft.svg', published: false, lesson_count: 0 },
    ]);
    expect((await listTeachingCourses(ports, 'user-ben')).map((one) => one.id)).toEqual(['course-go']);
    expect(await listTeachingCourses(ports, 'user-without-profile')).toEqual([]);
  });

  it('belong to nobody when their teacher has no account or they have no teacher', async () => {
    const { ports } = await catalogOfTeachers();
    expect(await teaches(ports, 'user-ann', { instructor_id: 'profile-ann' })).toBe(true);
    expect(await teaches(ports, 'user-ben', { instructor_id: 'profile-ann' })).toBe(false);
    expect(await teaches(ports, '', { instructor_id: 'profile-nobody' })).toBe(false);
    expect(await teaches(ports, '', { instructor_id: '' })).toBe(false);
    expect(await teaches(ports, 'user-ann', { instructor_id: 'profile-gone' })).toBe(false);
  });
});

describe('an instructor’s curricula', () => {
  it('are read and saved for their own courses with the back office’s rules', async () => {
    const { ports } = await catalogOfTeachers();
    const read = await getTeachingCurriculum(ports, 'user-ann', 'course-sql');
    expect(read.sections.map((section) => section.title)).toEqual(['Start', 'More']);

    // Reordered: the second section first; a new lesson gets its id.
    const [start, more] = read.sections as [CurriculumSection, CurriculumSection];
    const saved = await saveTeachingCurriculum(ports, 'user-ann', 'course-sql', [more, { ...start, lessons: [...start.lessons, lesson({ title: 'Added' })] }]);
    expect(saved.sections.map((section) => section.lessons.map((one) => one.id))).toEqual([['more'], ['welcome', 'notes', expect.stringMatching(/^[\w-]+$/)]]);
    expect((await ports.courses.get('course-sql'))?.curriculum).toEqual(saved.sections);

    // The same refusals as the back office's, with the same messages.
    await expect(saveTeachingCurriculum(ports, 'user-ann', 'course-draft', [{ title: 'S', lessons: [lesson({ title: 'Nothing', kind: 'video' })] }])).rejects.toThrow('Lesson "Nothing" needs its video.');
    await expect(saveTeachingCurriculum(ports, 'user-ann', 'course-draft', [{ title: 'S', lessons: [lesson({ kind: 'video', video_id: 'gone' })] }])).rejects.toThrow(
      'sections.0.lessons.0.video_id: No video has this id.',
    );
  });

  it('of another’s course, of a course nobody teaches, or of none, are not found, and nothing is saved', async () => {
    const { ports } = await catalogOfTeachers();
    const before = (await ports.courses.get('course-go'))?.curriculum;
    for (const id of ['course-go', 'course-orphan', 'course-untaught', 'course-none']) {
      await expect(getTeachingCurriculum(ports, 'user-ann', id)).rejects.toThrow(`No course has the id ${id}.`);
      await expect(saveTeachingCurriculum(ports, 'user-ann', id, [])).rejects.toThrow(`No course has the id ${id}.`);
    }
    // An account without a profile teaches nothing, not even a course without a teacher.
    await expect(getTeachingCurriculum(ports, '', 'course-untaught')).rejects.toThrow('No course has the id course-untaught.');
    expect((await ports.courses.get('course-go'))?.curriculum).toEqual(before);
  });
});

describe('the videos an instructor may choose', () => {
  it('are the ready videos of the library and those their courses show already, by title', async () => {
    const { ports } = await catalogOfTeachers();
    expect(await listTeachingVideos(ports, 'user-ann')).toEqual([
      { id: 'video-a', title: 'A first look', status: 'ready' },
      { id: 'video-processing', title: 'Intro', status: 'processing' },
      { id: 'video-ready', title: 'Welcome', status: 'ready' },
    ]);
    // Another instructor's video that is not ready is not offered.
    expect((await listTeachingVideos(ports, 'user-ben')).map((one) => one.id)).toEqual(['video-a', 'video-ben', 'video-ready']);
  });

  it('hold the instructor’s own uploads in every state, and never another instructor’s uploads', async () => {
    const { ports, videos } = await catalogOfTeachers();
    for (const [id, title, status, owner] of [
      ['video-ann-waiting', 'Ann’s draft', 'waiting', 'user-ann'],
      ['video-ann-ready', 'Ann’s talk', 'ready', 'user-ann'],
      ['video-ben-ready', 'Ben’s talk', 'ready', 'user-ben'],
    ] as const) {
      videos.set(id, { ...video(id, title, status), owner_id: owner });
    }
    expect((await listTeachingVideos(ports, 'user-ann')).map((one) => one.id)).toEqual(['video-a', 'video-ann-waiting', 'video-ann-ready', 'video-processing', 'video-ready']);
    expect((await listTeachingVideos(ports, 'user-ben')).map((one) => one.id)).toEqual(['video-a', 'video-ben-ready', 'video-ben', 'video-ready']);
  });
});
