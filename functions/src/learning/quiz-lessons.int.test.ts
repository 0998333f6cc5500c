import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, signOut } from '../testing/api.js';

let instructor: Awaited<ReturnType<typeof signIn>>;
let student: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  [instructor, student] = await Promise.all([signIn('instructor'), signIn('student')]);
});
afterAll(async () => {
  for (const session of [instructor, student]) await signOut(session);
});

describe('GET /api/me/teaching/quizzes on the local stack', () => {
  it('answers an instructor the quizzes by their titles, and nothing of their questions', async () => {
    const answer = await api('/api/me/teaching/quizzes', { token: instructor.id_token });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual(expect.arrayContaining([{ id: 'quiz-python-basics', title_th: expect.any(String), title_en: 'Python basics quiz' }]));
    for (const quiz of answer.body as unknown as Record<string, unknown>[]) expect(Object.keys(quiz).sort()).toEqual(['id', 'title_en', 'title_th']);
    expect(answer.text).not.toContain('settings');
  });

  it('refuses a student and a visitor', async () => {
    expect((await api('/api/me/teaching/quizzes', { token: student.id_token })).status).toBe(403);
    expect((await api('/api/me/teaching/quizzes')).status).toBe(401);
  });
});

describe('GET /public/images/{id} on the local stack', () => {
  it('answers anyone a ready image’s title and its detail picture, as a quiz question shows it', async () => {
    const answer = await api('/public/images/image-demo-python-cover');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ id: 'image-demo-python-cover', title: expect.any(String), url: expect.stringMatching(/\/media\/images\/image-demo-python-cover\/detail\.webp$/), width: expect.any(Number) });
    const picture = await fetch(String((answer.body as unknown as { url: string }).url));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toContain('image/webp');
  });

  it('does not find an image that does not exist', async () => {
    const answer = await api('/public/images/no-such-image');
    expect(answer.status).toBe(404);
    expect(answer.text).toContain('No image has the id no-such-image.');
  });
});
