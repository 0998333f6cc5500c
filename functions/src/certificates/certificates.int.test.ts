import type { Certificate, MyCertificate, PublicCertificate } from '@lm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, localDatabase, signIn, signOut } from '../testing/api.js';

/** The demo student's seeded certificate of the Git course they finished (scripts/src/seed/certificates.ts). */
const SEEDED_NUMBER = 'LM-2026-GT7K-4QXM';
const stamp = Date.now().toString(36);
const COURSE = `course-cert-${stamp}`;
const LESSONS = ['cert-reading', 'cert-practice'];
/** A number no certificate has (its letters are of the alphabet, so it is well formed). */
const UNISSUED = 'LM-2026-ZZZZ-ZZZZ';

let admin: Awaited<ReturnType<typeof signIn>>;
let learner: Awaited<ReturnType<typeof signIn>>;
let stranger: Awaited<ReturnType<typeof signIn>>;
let categoryId = '';
const issued: string[] = [];
/** The download link of the learner's PDF, which no longer opens once the certificate is withdrawn. */
let downloaded = '';

const as = (session: { id_token: string }) => ({ token: session.id_token });
const db = () => localDatabase();

async function completeLesson(lessonId: string) {
  const at = new Date().toISOString();
  await db().lessonProgress.upsert({ user_id: learner.user.id, course_id: COURSE, lesson_id: lessonId, position_seconds: 0, completed: true, completed_at: at, updated_at: at }).go();
}

beforeAll(async () => {
  [admin, learner, stranger] = await Promise.all([signIn('admin'), signIn('student2'), signIn('student')]);
  const at = new Date().toISOString();
  // A course of two reading lessons that only this test's learner is enrolled in.
  await db()
    .courses.create({
      id: COURSE,
      title: `ทดสอบ น้ำ ที่ ผู้เรียน ${stamp}`,
      slug: `cert-test-${stamp}`,
      price: 100_000,
      category_id: 'cat-programming',
      status: 'open',
      published: true,
      curriculum: [
        {
          title: 'Only section',
          lessons: LESSONS.map((id) => ({ id, title: id, kind: 'text', minutes: 5, video_id: '', file_id: '', quiz_id: '', body: 'อ่านบทนี้ / Read this.', url: '', free_preview: false })),
        },
      ],
      created_at: at,
      updated_at: at,
    })
    .go();
  await db().enrollments.create({ user_id: learner.user.id, course_id: COURSE, order_id: `order-cert-${stamp}`, granted_at: at, access_until: '2099-01-01T00:00:00.000Z' }).go();
});

afterAll(async () => {
  if (issued.length) await api('/api/certificate', { method: 'DELETE', json: { ids: issued }, ...as(admin) });
  if (categoryId) {
    await api(`/api/certificatecatagory/${categoryId}`, { method: 'PUT', json: { name: `Certificates ${stamp}`, course_ids: [] }, ...as(admin) });
    await api('/api/certificatecatagory', { method: 'DELETE', json: { ids: [categoryId] }, ...as(admin) });
  }
  for (const lesson_id of LESSONS) await db().lessonProgress.delete({ user_id: learner.user.id, course_id: COURSE, lesson_id }).go();
  await db().enrollments.delete({ user_id: learner.user.id, course_id: COURSE }).go();
  await db().courses.delete({ id: COURSE }).go();
  for (const session of [admin, learner, stranger]) await signOut(session);
});

describe('certificate categories', () => {
  it('keep a template and the courses they certify; a course gives one category’s certificate only', async () => {
    const created = await api('/api/certificatecatagory', { json: { name: `Certificates ${stamp}`, course_ids: [COURSE] }, ...as(admin) });
    expect(created.status, created.text).toBe(200);
    categoryId = (created.body as unknown as { id: string }).id;
    expect(created.body).toMatchObject({ name: `Certificates ${stamp}`, course_ids: [COURSE], template: { page_size: 'A4', orientation: 'landscape' } });

    const twice = await api('/api/certificatecatagory', { json: { name: `Second ${stamp}`, course_ids: [COURSE] }, ...as(admin) });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ fields: { 'course_ids.0': [`The course ทดสอบ น้ำ ที่ ผู้เรียน ${stamp} already gives the certificate of the category Certificates ${stamp}.`] } });

    const unverifiable = await api('/api/certificatecatagory', { json: { name: `Bad ${stamp}`, template: { fields: [{ kind: 'student_name', x: 50, y: 50 }] } }, ...as(admin) });
    expect(unverifiable.status).toBe(400);
    expect(unverifiable.text).toContain('A template must place the certificate number or its QR code, so the certificate can be verified.');

    const inUse = await api('/api/certificatecatagory', { method: 'DELETE', json: { ids: [categoryId] }, ...as(admin) });
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({ code: 'cannotDelete', message: `certificate category Certificates ${stamp}: 1 course still uses it.` });
  });
});

describe('a certificate before the course is complete', () => {
  it('is refused through every route that could yield one', async () => {
    const claim = await api(`/api/me/courses/${COURSE}/certificate`, { method: 'POST', ...as(learner) });
    expect(claim.status).toBe(409);
    expect(claim.body).toMatchObject({ message: `Finish every lesson of ทดสอบ น้ำ ที่ ผู้เรียน ${stamp} to get its certificate: 0 of 2 are done.` });

    await completeLesson(LESSONS[0]!);
    const half = await api(`/api/me/courses/${COURSE}/certificate`, { method: 'POST', ...as(learner) });
    expect(half.status).toBe(409);
    expect(half.text).toContain('1 of 2 are done.');

    const mine = await api('/api/me/certificates', as(learner));
    expect(mine.status).toBe(200);
    expect((mine.body as unknown as MyCertificate[]).some((one) => one.course_id === COURSE)).toBe(false);

    expect((await api(`/api/me/certificates/${UNISSUED}/pdf`, as(learner))).status).toBe(404);
    const verify = await api(`/public/certificates/${UNISSUED}`);
    expect(verify.status).toBe(404);
    expect(verify.body).toMatchObject({ message: `No certificate has the number ${UNISSUED}.` });
    expect((await api('/public/certificates/not-a-number')).status).toBe(400);
  });

  it('is refused to a student not enrolled in the course, however complete', async () => {
    const claim = await api(`/api/me/courses/${COURSE}/certificate`, { method: 'POST', ...as(stranger) });
    expect(claim.status).toBe(403);
    expect(claim.body).toMatchObject({ message: 'You are not enrolled in this course.' });
  });
});

describe('a certificate once the course is complete', () => {
  let number = '';

  it('is issued once, even to two claims at the same moment', async () => {
    await completeLesson(LESSONS[1]!);
    const claims = await Promise.all([0, 1].map(() => api(`/api/me/courses/${COURSE}/certificate`, { method: 'POST', ...as(learner) })));
    for (const claim of claims) expect(claim.status, claim.text).toBe(200);
    const answers = claims.map((claim) => claim.body as unknown as { certificate: MyCertificate; issued_now: boolean });
    number = answers[0]!.certificate.number;
    issued.push(number);
    expect(number).toMatch(/^LM-\d{4}-[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{4}$/);
    expect(answers[1]!.certificate.number).toBe(number);
    expect(answers.filter((answer) => answer.issued_now)).toHaveLength(1);

    const again = await api(`/api/me/courses/${COURSE}/certificate`, { method: 'POST', ...as(learner) });
    expect(again.body).toMatchObject({ issued_now: false, certificate: { number, course_id: COURSE } });
    const mine = (await api('/api/me/certificates', as(learner))).body as unknown as MyCertificate[];
    expect(mine.filter((one) => one.course_id === COURSE)).toEqual([expect.objectContaining({ id: number, number, course_title: `ทดสอบ น้ำ ที่ ผู้เรียน ${stamp}` })]);

    const stored = await api(`/api/certificate/${number}`, as(admin));
    expect(stored.body).toMatchObject({ number, user_id: learner.user.id, student_name: 'Malee Suksan', course_id: COURSE, category_id: categoryId, issued_by: 'completion', reason: '' });
  });

  it('has a public verification that says who, which course and when, and nothing private', async () => {
    const verify = await api(`/public/certificates/${number.toLowerCase()}`);
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({ number, student_name: 'Malee Suksan', course_title: `ทดสอบ น้ำ ที่ ผู้เรียน ${stamp}`, valid: true } satisfies Partial<PublicCertificate>);
    expect(verify.text).not.toContain('@');
    expect(verify.text).not.toContain(learner.user.id);
  });

  it('downloads as a PDF for its student, drawn once and kept, and is not found by another', async () => {
    const link = await api(`/api/me/certificates/${number}/pdf`, as(learner));
    expect(link.status, link.text).toBe(200);
    expect(link.headers.get('cache-control')).toBe('private, no-store');
    const { url, file_name } = link.body as unknown as { url: string; file_name: string };
    expect(file_name).toBe(`certificate-${number}.pdf`);
    const pdf = await fetch(url);
    expect(pdf.status).toBe(200);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(10_000);
    downloaded = url;

    // The renderer keeps what it drew: a second download is the same file, not a new drawing (whose id and date would differ).
    const again = await api(`/api/me/certificates/${number}/pdf`, as(learner));
    const second = Buffer.from(await (await fetch((again.body as unknown as { url: string }).url)).arrayBuffer());
    expect(second.equals(bytes)).toBe(true);

    const other = await api(`/api/me/certificates/${number}/pdf`, as(stranger));
    expect(other.status).toBe(404);
  });
});

describe('certificates issued by hand', () => {
  it('need a reason, which is kept with the certificate', async () => {
    const without = await api('/api/certificate', { json: { user_id: stranger.user.id, course_id: COURSE }, ...as(admin) });
    expect(without.status).toBe(400);
    expect(without.text).toContain('A reason is required to issue a certificate by hand.');
    const short = await api('/api/certificate', { json: { user_id: stranger.user.id, course_id: COURSE, reason: 'ok' }, ...as(admin) });
    expect(short.status).toBe(400);

    const reason = 'เรียนจบในห้องเรียน / Completed the course in the classroom.';
    const made = await api('/api/certificate', { json: { user_id: stranger.user.id, course_id: COURSE, reason }, ...as(admin) });
    expect(made.status, made.text).toBe(200);
    const certificate = made.body as unknown as Certificate;
    issued.push(certificate.number);
    expect(certificate).toMatchObject({ user_id: stranger.user.id, course_id: COURSE, issued_by: 'admin', reason, admin_id: admin.user.id, student_name: 'Somchai Jaidee' });
    // Issuing again keeps the one the student holds.
    const again = await api('/api/certificate', { json: { user_id: stranger.user.id, course_id: COURSE, reason: 'Issued a second time by mistake.' }, ...as(admin) });
    expect(again.body).toMatchObject({ number: certificate.number, reason });

    const notStudent = await api('/api/certificate', { json: { user_id: admin.user.id, course_id: COURSE, reason }, ...as(admin) });
    expect(notStudent.status).toBe(400);
    expect(notStudent.body).toMatchObject({ fields: { user_id: [`No student has the id ${admin.user.id}.`] } });
  });

  it('are not issued by a student', async () => {
    const refused = await api('/api/certificate', { json: { user_id: stranger.user.id, course_id: COURSE, reason: 'I finished it, trust me.' }, ...as(stranger) });
    expect(refused.status).toBe(403);
  });
});

describe('withdrawing certificates', () => {
  it('keeps a category while certificates were issued under it, and a withdrawn number no longer verifies nor downloads', async () => {
    await api(`/api/certificatecatagory/${categoryId}`, { method: 'PUT', json: { name: `Certificates ${stamp}`, course_ids: [] }, ...as(admin) });
    const inUse = await api('/api/certificatecatagory', { method: 'DELETE', json: { ids: [categoryId] }, ...as(admin) });
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({ message: `certificate category Certificates ${stamp}: 2 certificates were issued under it.` });

    const [number] = issued;
    const withdrawn = await api('/api/certificate', { method: 'DELETE', json: { ids: issued }, ...as(admin) });
    expect(withdrawn.body).toMatchObject({ success: true, deleted: issued });
    expect((await api(`/public/certificates/${number}`)).status).toBe(404);
    // Its PDF went with it.
    expect(downloaded).not.toBe('');
    expect((await fetch(downloaded)).status).toBe(404);
    expect(((await api('/api/me/certificates', as(learner))).body as unknown as MyCertificate[]).some((one) => one.course_id === COURSE)).toBe(false);
    issued.length = 0;
  });
});

describe('the seeded certificate', () => {
  it('verifies: the demo student finished the Git course', async () => {
    const verify = await api(`/public/certificates/${SEEDED_NUMBER}`);
    expect(verify.status, verify.text).toBe(200);
    expect(verify.body).toMatchObject({ number: SEEDED_NUMBER, student_name: 'Somchai Jaidee', valid: true });
    const mine = (await api('/api/me/certificates', as(stranger))).body as unknown as MyCertificate[];
    expect(mine.map((one) => one.number)).toContain(SEEDED_NUMBER);
  });
});
