import { randomUUID } from 'node:crypto';
import type { BroadcastView, ClassSession, MyLiveClass, SessionRecordings, ZoomLink } from '@lm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAttendanceStore } from '../data/attendance-repository.js';
import { createSessionStore } from '../data/class-session-repository.js';
import { DEFAULT_SITE_SETTINGS } from '../site/defaults.js';
import { api, localDatabase, signIn, signOut } from '../testing/api.js';

const MINUTE = 60_000;
const store = () => createSessionStore(localDatabase());

let student: Awaited<ReturnType<typeof signIn>>;
let stranger: Awaited<ReturnType<typeof signIn>>;
let instructor: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  [student, stranger, instructor] = await Promise.all([signIn('student'), signIn('student2'), signIn('instructor')]);
});

afterAll(async () => {
  await Promise.all([student, stranger, instructor].map((session) => signOut(session)));
});

/** A session of the demo instructor, open now unless `startsIn` says otherwise, with the demo student seated. */
async function sessionWithSeat(roomKind: ClassSession['room_kind'], startsIn = -5 * MINUTE): Promise<ClassSession> {
  const now = Date.now();
  const at = new Date(now).toISOString();
  const session: ClassSession = {
    id: `media-${randomUUID()}`,
    kind: 'live',
    title_th: 'ฟิสิกส์สด',
    title_en: 'Live physics',
    instructor_id: `profile-${randomUUID()}`,
    instructor_user_id: instructor.user.id,
    course_id: null,
    source_id: null,
    starts_at: new Date(now + startsIn).toISOString(),
    ends_at: new Date(now + startsIn + 60 * MINUTE).toISOString(),
    room_kind: roomKind,
    capacity: 30,
    booked: 0,
    status: 'scheduled',
    created_at: at,
    updated_at: at,
  };
  await store().save([session]);
  const booked = await store().book({ session_id: session.id, user_id: student.user.id, kind: 'live', starts_at: session.starts_at, ends_at: session.ends_at, source: 'direct', order_id: null, booked_at: at });
  expect(booked).toBe('booked');
  return session;
}

describe('a Zoom class', () => {
  it('makes one meeting for two first calls at once: the student gets the join link, the instructor the start link', async () => {
    // Prepare
    const session = await sessionWithSeat('zoom');

    // Act
    const [asStudent, asInstructor] = await Promise.all([
      api(`/api/me/sessions/${session.id}/zoom`, { token: student.id_token }),
      api(`/api/me/sessions/${session.id}/zoom`, { token: instructor.id_token }),
    ]);

    // Assess
    expect(asStudent.status, asStudent.text).toBe(200);
    expect(asInstructor.status, asInstructor.text).toBe(200);
    const join = asStudent.body as unknown as ZoomLink;
    const start = asInstructor.body as unknown as ZoomLink;
    expect(join).toMatchObject({ session_id: session.id, role: 'student', title_en: 'Live physics', starts_at: session.starts_at });
    expect(start).toMatchObject({ role: 'instructor', meeting_id: join.meeting_id });
    // The student's own registered link (decision 0055).
    expect(join.url).toMatch(new RegExp(`/w/${join.meeting_id}\\?tk=`));
    expect(start.url).toMatch(new RegExp(`/s/${join.meeting_id}\\?zak=`));
    expect(asStudent.headers.get('cache-control')).toContain('no-store');

    // The stand-in received one create call for this session, in Bangkok time.
    const zoom = new URL(join.url).origin;
    const calls = (await (await fetch(`${zoom}/calls`)).json()) as { id: string; agenda: string; start_time: string; timezone: string; duration: number }[];
    const mine = calls.filter((call) => call.agenda === `Class session ${session.id}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: join.meeting_id, timezone: 'Asia/Bangkok', duration: 60 });
    expect(mine[0]?.start_time).toBe(new Date(Date.parse(session.starts_at) + 7 * 60 * MINUTE).toISOString().slice(0, 19));

    // Asked again, the same meeting: no new call.
    const again = await api(`/api/me/sessions/${session.id}/zoom`, { token: student.id_token });
    expect((again.body as unknown as ZoomLink).url).toBe(join.url);
    const after = (await (await fetch(`${zoom}/calls`)).json()) as { agenda: string }[];
    expect(after.filter((call) => call.agenda === `Class session ${session.id}`)).toHaveLength(1);

    // The join link opens the stand-in's meeting page, and so does the start link.
    const joined = await fetch(join.url);
    expect(joined.status).toBe(200);
    expect(await joined.text()).toMatch(/You joined this meeting as \S/);
    expect(await (await fetch(start.url)).text()).toContain('You started this meeting as its host.');

    // Once the kept start link is 90 minutes old, the instructor is given one read again from Zoom.
    const aged = new Date(Date.now() - 91 * MINUTE).toISOString();
    await localDatabase().sessionMedia.patch({ session_id: session.id, kind: 'zoom' }).set({ start_url_at: aged }).go();
    const renewed = (await api(`/api/me/sessions/${session.id}/zoom`, { token: instructor.id_token })).body as unknown as ZoomLink;
    const studentAgain = (await api(`/api/me/sessions/${session.id}/zoom`, { token: student.id_token })).body as unknown as ZoomLink;
    expect(renewed.url).toMatch(new RegExp(`/s/${join.meeting_id}\\?zak=`));
    expect(renewed.url).not.toBe(start.url);
    expect(studentAgain.url).toBe(join.url);
    expect(await (await fetch(renewed.url)).text()).toContain('You started this meeting as its host.');
    const read = (await (await fetch(`${zoom}/calls`)).json()) as { id: string; start_links_read: number; start_url: string }[];
    expect(read.find((call) => call.id === join.meeting_id)).toMatchObject({ start_links_read: 1, start_url: renewed.url });
    // A link no one gave opens nothing.
    expect((await fetch(`${zoom}/s/${join.meeting_id}?zak=made-up`)).status).toBe(403);
  });

  it('keeps who joined and left the meeting, from Zoom’s participant events, as the class’s attendance', async () => {
    // Prepare
    const session = await sessionWithSeat('zoom');
    const join = (await api(`/api/me/sessions/${session.id}/zoom`, { token: student.id_token })).body as unknown as ZoomLink;
    const start = (await api(`/api/me/sessions/${session.id}/zoom`, { token: instructor.id_token })).body as unknown as ZoomLink;
    const zoom = new URL(join.url).origin;
    const registrants = () => fetch(`${zoom}/calls`).then(async (answer) => ((await answer.json()) as { id: string; registrants: { email: string }[] }[]).find((call) => call.id === join.meeting_id)?.registrants);

    // Act: the instructor starts the meeting, the student joins with their link and leaves.
    expect(await (await fetch(start.url)).text()).toContain('data-webhook-status="200"');
    const page = await (await fetch(join.url)).text();
    expect(page).toContain('data-webhook-status="200"');
    const leave = /action="(\/meetings\/\d+\/participants\/\d+\/leave)"/.exec(page)?.[1];
    const left = await fetch(`${zoom}${leave}`, { method: 'POST' });
    expect(await left.text()).toContain('data-webhook-status="200"');
    // The meeting's shared link now asks to register.
    expect((await fetch(`${zoom}/j/${join.meeting_id}?pwd=${join.password}`)).status).toBe(403);

    // Assess
    expect(await registrants()).toEqual([expect.objectContaining({ email: expect.stringContaining('@') })]);
    const records = await createAttendanceStore(localDatabase()).ofSession(session.id);
    expect(records.map(({ user_id, role }) => ({ user_id, role })).sort((a, b) => a.role.localeCompare(b.role))).toEqual([
      { user_id: instructor.user.id, role: 'instructor' },
      { user_id: student.user.id, role: 'student' },
    ]);
    expect(records.find((record) => record.role === 'student')?.last_left_at).not.toBeNull();
    expect(records.find((record) => record.role === 'instructor')?.last_left_at).toBeNull();
  });

  it('is not found by a student without a seat, and is closed before the join window', async () => {
    // Prepare
    const open = await sessionWithSeat('zoom');
    const later = await sessionWithSeat('zoom', 3 * 60 * MINUTE);

    // Act
    const asStranger = await api(`/api/me/sessions/${open.id}/zoom`, { token: stranger.id_token });
    const early = await api(`/api/me/sessions/${later.id}/zoom`, { token: student.id_token });

    // Assess
    expect(asStranger.status).toBe(404);
    expect(asStranger.body.message).toBe('No such class session.');
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ code: 'sessionNotOpen' });
    expect(String(early.body.message)).toMatch(/^The room opens at /);
    // Nothing was made for either.
    expect(await localDatabase().sessionMedia.get({ session_id: later.id, kind: 'zoom' }).go()).toMatchObject({ data: null });
  });

  it('answers 409 for a class that is not on Zoom', async () => {
    const session = await sessionWithSeat('broadcast');
    const answer = await api(`/api/me/sessions/${session.id}/zoom`, { token: student.id_token });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('This class does not meet on Zoom.');
  });
});

describe('a broadcast class on the local stack', () => {
  it('plays live HLS from the media server once the instructor starts the test source', async () => {
    // Prepare
    const session = await sessionWithSeat('broadcast');
    const path = `/api/me/sessions/${session.id}/broadcast`;

    // Act: the student looks before the start; the instructor starts.
    const before = await api(path, { token: student.id_token });
    const studentStart = await api(`${path}/start`, { token: student.id_token, method: 'POST', json: {} });
    const instructorView = await api(path, { token: instructor.id_token });
    const started = await api(`${path}/start`, { token: instructor.id_token, method: 'POST', json: {} });

    try {
      // Assess
      expect(before.status, before.text).toBe(200);
      const view = before.body as unknown as BroadcastView;
      expect(view).toMatchObject({ role: 'student', live: false, ingest: null });
      expect(studentStart.status).toBe(403);
      expect((instructorView.body as unknown as BroadcastView).ingest).toMatchObject({ test_source: true });
      expect(started.status, started.text).toBe(200);
      // Each participant's URL carries a playback token of the channel (decision 0056).
      const [channelUrl, query] = view.playback_url.split('?');
      expect(query).toMatch(/^token=[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(started.body).toMatchObject({ live: true, playback_url: expect.stringMatching(new RegExp(`^${channelUrl}\\?token=`)) });

      const playlist = await fetch(view.playback_url);
      expect(playlist.status).toBe(200);
      // Without the token, or with another's, the playlist is refused, as a private IVS channel's is.
      expect((await fetch(channelUrl!)).status).toBe(403);
      expect((await fetch(`${channelUrl}?token=${query!.slice(6, -4)}AAAA`)).status).toBe(403);
      const text = await playlist.text();
      expect(text).toMatch(/^#EXTM3U/);
      const segment = text.split('\n').find((line) => line.endsWith('.ts'));
      expect(segment, text).toBeDefined();
      const media = await fetch(new URL(segment ?? '', view.playback_url));
      expect(media.status).toBe(200);
      expect((await media.arrayBuffer()).byteLength).toBeGreaterThan(1000);

      // A stranger finds no such class.
      expect((await api(path, { token: stranger.id_token })).status).toBe(404);
    } finally {
      const stopped = await api(`${path}/stop`, { token: instructor.id_token, method: 'POST', json: {} });
      expect(stopped.status, stopped.text).toBe(200);
      expect(stopped.body).toMatchObject({ live: false });
    }
    // On air from start to stop: the instructor was present (decision 0055).
    const records = await createAttendanceStore(localDatabase()).ofSession(session.id);
    expect(records).toEqual([expect.objectContaining({ user_id: instructor.user.id, role: 'instructor', last_left_at: expect.any(String) })]);
  });
});

describe('watching a broadcast', () => {
  it("counts a seated student present while their player says it plays, and no one else's calls", async () => {
    // Prepare
    const session = await sessionWithSeat('broadcast');
    const path = `/api/me/sessions/${session.id}/broadcast/watching`;

    // Act: the player's first call, then the next with the id it was given.
    const first = await api(path, { json: {}, token: student.id_token });
    const next = await api(path, { json: { viewing_id: (first.body as unknown as { viewing_id: string }).viewing_id }, token: student.id_token });
    const asInstructor = await api(path, { json: {}, token: instructor.id_token });
    const asStranger = await api(path, { json: {}, token: stranger.id_token });
    const notAnId = await api(path, { json: { viewing_id: 'x' }, token: student.id_token });

    // Assess
    expect(first.status, first.text).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(next.body).toEqual(first.body);
    expect(asInstructor.status).toBe(403);
    expect(asInstructor.body.message).toBe("Students' players count their watching; the instructor is present while the class is on air.");
    expect(asStranger.status).toBe(404);
    expect(notAnId.status).toBe(400);
    const records = await createAttendanceStore(localDatabase()).ofSession(session.id);
    expect(records).toEqual([expect.objectContaining({ user_id: student.user.id, role: 'student', first_joined_at: expect.any(String), last_left_at: expect.any(String) })]);
  });
});

describe('a recorded broadcast on the local stack', () => {
  it('keeps what was broadcast once stopped, for the class alone, behind playback cookies', { timeout: 60_000 }, async () => {
    // Prepare: settingLiveroom records broadcasts; a class is made and started, then stopped.
    const admin = await signIn('admin');
    const setLiveroom = (recording: boolean) => api('/api/settings/site/settingLiveroom', { method: 'PUT', token: admin.id_token, json: { ...DEFAULT_SITE_SETTINGS.settingLiveroom, recording } });
    expect((await setLiveroom(true)).status).toBe(200);
    try {
      const session = await sessionWithSeat('broadcast');
      const path = `/api/me/sessions/${session.id}/broadcast`;
      const recordings = `/api/me/sessions/${session.id}/recordings`;
      expect((await api(recordings, { token: student.id_token })).body).toMatchObject({ message: 'This class has no recording.' });
      const started = await api(`${path}/start`, { token: instructor.id_token, method: 'POST', json: {} });
      expect(started.status, started.text).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 4000));
      expect((await api(`${path}/stop`, { token: instructor.id_token, method: 'POST', json: {} })).status).toBe(200);

      // Act
      const asStudent = await api(recordings, { token: student.id_token });
      const asStranger = await api(recordings, { token: stranger.id_token });
      const listed = (await api('/api/me/live-classes', { token: student.id_token })).body as unknown as { upcoming: MyLiveClass[] };

      // Assess
      expect(asStudent.status, asStudent.text).toBe(200);
      const answer = asStudent.body as unknown as SessionRecordings;
      expect(answer.recordings).toHaveLength(1);
      const url = answer.recordings[0]!.url;
      expect(url).toMatch(/\/media\/ivs\/v1\/local\/class-media-[^/]+\/(\d+\/){5}[0-9a-f]+\/media\/hls\/index\.m3u8$/);
      const cookie = asStudent.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
      const playlist = await fetch(url, { headers: { cookie } });
      expect(playlist.status).toBe(200);
      const text = await playlist.text();
      expect(text).toContain('#EXT-X-ENDLIST');
      const segment = text.split('\n').find((line) => line.endsWith('.ts'));
      expect((await fetch(new URL(segment ?? '', url), { headers: { cookie } })).status).toBe(200);
      expect((await fetch(url)).status).toBe(403);
      expect(asStranger.status).toBe(404);
      // The student's list says the class has a recording (it is still on, so among the upcoming).
      expect(listed.upcoming.find((one) => one.session_id === session.id)).toMatchObject({ recorded: true });
    } finally {
      await setLiveroom(false);
      await localDatabase().settings.delete({ name: 'settingLiveroom' }).go();
      await signOut(admin);
    }
  });
});

describe('a recorded Zoom class on the local stack', () => {
  it('keeps the cloud recording Zoom announces when the meeting ends, for the class alone', async () => {
    // Prepare: settingLiveroom records classes; a Zoom class's meeting is made, then ended on the stand-in.
    const admin = await signIn('admin');
    const setLiveroom = (recording: boolean) => api('/api/settings/site/settingLiveroom', { method: 'PUT', token: admin.id_token, json: { ...DEFAULT_SITE_SETTINGS.settingLiveroom, recording } });
    expect((await setLiveroom(true)).status).toBe(200);
    try {
      const session = await sessionWithSeat('zoom');
      const recordings = `/api/me/sessions/${session.id}/recordings`;
      const start = (await api(`/api/me/sessions/${session.id}/zoom`, { token: instructor.id_token })).body as unknown as ZoomLink;
      expect((await api(recordings, { token: student.id_token })).body).toMatchObject({ message: 'This class has no recording.' });
      const zoom = new URL(start.url).origin;

      // Act
      const ended = (await (await fetch(`${zoom}/meetings/${start.meeting_id}/end`, { method: 'POST' })).json()) as { recorded: boolean; share_url: string; webhook_status: number };
      const asStudent = await api(recordings, { token: student.id_token });
      const asInstructor = await api(recordings, { token: instructor.id_token });
      const asStranger = await api(recordings, { token: stranger.id_token });
      const listed = (await api('/api/me/live-classes', { token: student.id_token })).body as unknown as { upcoming: MyLiveClass[] };

      // Assess
      expect(ended).toMatchObject({ recorded: true, webhook_status: 200 });
      expect(asStudent.status, asStudent.text).toBe(200);
      const answer = asStudent.body as unknown as SessionRecordings;
      expect(answer.recordings).toEqual([{ kind: 'zoom', url: ended.share_url, password: expect.stringMatching(/.+/), ended_at: expect.any(String) }]);
      expect(asInstructor.body).toMatchObject({ recordings: answer.recordings });
      expect(asStranger.status).toBe(404);
      expect(await (await fetch(answer.recordings[0]!.url)).text()).toContain('Cloud recording');
      expect(listed.upcoming.find((one) => one.session_id === session.id)).toMatchObject({ recorded: true });

      // An event with a signature Zoom did not make is refused, and keeps nothing.
      const forged = JSON.stringify({ event: 'recording.completed', payload: { object: { id: Number(start.meeting_id), uuid: 'forged', share_url: 'https://evil.test/' } } });
      const refused = await api('/public/zoom/events', { method: 'POST', json: JSON.parse(forged) as Record<string, unknown>, headers: { 'x-zm-request-timestamp': String(Math.floor(Date.now() / 1000)), 'x-zm-signature': 'v0=00' } });
      expect(refused.status).toBe(401);
      expect(((await api(recordings, { token: student.id_token })).body as unknown as SessionRecordings).recordings).toHaveLength(1);
    } finally {
      await setLiveroom(false);
      await localDatabase().settings.delete({ name: 'settingLiveroom' }).go();
      await signOut(admin);
    }
  });
});
