import type { CurriculumSection, PublicCurriculum, TeachingCourse, TeachingVideo } from '@lm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, signOut } from '../testing/api.js';

type Session = Awaited<ReturnType<typeof signIn>>;
type Sections = { course_id: string; sections: CurriculumSection[] };

/** The demo instructor teaches three seeded courses; this one no other suite reads or changes. */
const COURSE = 'course-git';
const CURRICULUM = `/api/me/teaching/courses/${COURSE}/curriculum`;
/** A seeded course whose teacher has no account. */
const SOMEONE_ELSES = 'course-python-basics';

let instructor: Session;
let otherInstructor: Session;
let student: Session;
let admin: Session;
/** The course's outline as seeded, put back once the tests are done. */
let seeded: CurriculumSection[] = [];

const as = (session: Session) => ({ token: session.id_token });

beforeAll(async () => {
  [instructor, otherInstructor, student, admin] = [await signIn('instructor'), await signIn('instructor2'), await signIn('student'), await signIn('admin')];
  const answer = await api(`/api/courses/${COURSE}/curriculum`, as(admin));
  expect(answer.status, answer.text).toBe(200);
  seeded = (answer.body as unknown as Sections).sections;
});

afterAll(async () => {
  const restored = await api(`/api/courses/${COURSE}/curriculum`, { method: 'PUT', ...as(admin), json: { sections: seeded } });
  for (const session of [instructor, otherInstructor, student, admin]) await signOut(session);
  expect(restored.status, restored.text).toBe(200);
});

const titlesOf = (sections: readonly { title: string; lessons: readonly { title: string }[] }[]) => sections.map((section) => [section.title, section.lessons.map((lesson) => lesson.title)]);

describe('an instructor’s own courses and their curricula, on the local stack', () => {
  it('lists the demo instructor’s courses, with their covers, state and lesson counts', async () => {
    const answer = await api('/api/me/teaching/courses', as(instructor));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const courses = answer.body as unknown as TeachingCourse[];
    expect(courses.map((course) => course.id).sort()).toEqual(['course-git', 'course-javascript', 'course-react']);
    expect(courses.find((course) => course.id === COURSE)).toEqual({ id: COURSE, title: 'Git and GitHub for teams', cover_image: '/demo/course-git.svg', published: true, lesson_count: 5 });
    // Another instructor teaches none of the seeded courses.
    expect(await api('/api/me/teaching/courses', as(otherInstructor))).toMatchObject({ status: 200, body: [] });
  });

  it('reads and saves the curriculum of the instructor’s own course, as the back office would', async () => {
    const read = await api(CURRICULUM, as(instructor));
    expect(read.status, read.text).toBe(200);
    expect(read.body).toEqual({ course_id: COURSE, sections: seeded });

    // The GitHub section first, its lessons swapped; the ids stay.
    const [git, github] = seeded as [CurriculumSection, CurriculumSection];
    const arranged = [{ ...github, lessons: [...github.lessons].reverse() }, git];
    const saved = await api(CURRICULUM, { method: 'PUT', ...as(instructor), json: { sections: arranged } });
    expect(saved.status, saved.text).toBe(200);
    // As sent, each lesson also holding the defaults of what other kinds hold.
    expect(saved.body).toMatchObject({ course_id: COURSE, sections: arranged });

    // The course page shows the new order to everyone, and the back office reads it.
    const course = await api(`/public/courses/${COURSE}`);
    expect(titlesOf((course.body as unknown as { curriculum: PublicCurriculum }).curriculum)).toEqual([
      ['GitHub', ['Pull request homework', 'Code review', 'Pull requests']],
      ['Git', ['Commits', 'Branches and merges']],
    ]);
    expect((await api(`/api/courses/${COURSE}/curriculum`, as(admin))).body).toEqual(saved.body);
  });

  it('refuses what the back office refuses, with the same message beside the lesson, and saves nothing', async () => {
    const before = (await api(CURRICULUM, as(instructor))).body;
    const lesson = { title: 'Missing video', kind: 'video', video_id: '' };
    const refused = await api(CURRICULUM, { method: 'PUT', ...as(instructor), json: { sections: [{ title: 'New', lessons: [lesson] }] } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ fields: { 'sections.0.lessons.0.video_id': ['Lesson "Missing video" needs its video.'] } });
    const gone = await api(CURRICULUM, { method: 'PUT', ...as(instructor), json: { sections: [{ title: 'New', lessons: [{ ...lesson, video_id: 'no-such-video' }] }] } });
    expect(gone.body).toMatchObject({ fields: { 'sections.0.lessons.0.video_id': ['No video has this id.'] } });
    expect((await api(CURRICULUM, as(instructor))).body).toEqual(before);
  });

  it('answers another instructor’s course as not found, to its own instructor too when the course is someone else’s', async () => {
    const before = (await api(CURRICULUM, as(instructor))).body;
    for (const [session, id] of [
      [otherInstructor, COURSE],
      [instructor, SOMEONE_ELSES],
      [instructor, 'no-such-course'],
    ] as const) {
      const path = `/api/me/teaching/courses/${id}/curriculum`;
      const read = await api(path, as(session));
      expect(read.status, read.text).toBe(404);
      expect(read.body).toMatchObject({ message: `No course has the id ${id}.` });
      const write = await api(path, { method: 'PUT', ...as(session), json: { sections: [] } });
      expect(write.status, write.text).toBe(404);
    }
    expect((await api(CURRICULUM, as(instructor))).body).toEqual(before);
    expect((await api(`/public/courses/${SOMEONE_ELSES}`)).status).toBe(200);
  });

  it('refuses a student every instructor route', async () => {
    for (const [method, path] of [
      ['GET', '/api/me/teaching/courses'],
      ['GET', CURRICULUM],
      ['PUT', CURRICULUM],
      ['GET', '/api/me/teaching/videos'],
    ] as const) {
      const answer = await api(path, { method, ...as(student), ...(method === 'PUT' ? { json: { sections: [] } } : {}) });
      expect(answer.status, `${method} ${path}: ${answer.text}`).toBe(403);
    }
    expect((await api('/api/me/teaching/courses')).status).toBe(401);
  });

  it('offers the instructor the ready videos of the library', async () => {
    const answer = await api('/api/me/teaching/videos', as(instructor));
    expect(answer.status, answer.text).toBe(200);
    const videos = answer.body as unknown as TeachingVideo[];
    expect(videos).toContainEqual({ id: 'video-demo-welcome', title: 'Welcome to the course', status: 'ready' });
    for (const video of videos) expect(Object.keys(video).sort()).toEqual(['id', 'status', 'title']);
  });
});
