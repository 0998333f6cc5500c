import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { boardState } from '../live/whiteboard.js';
import { localDatabase } from '../testing/api.js';
import { createRoomConnectionStore, createWhiteboardStore } from './room-repository.js';

const stroke = (name: string) => {
  const doc = new Y.Doc();
  doc.getArray<string>('strokes').push([name]);
  return Y.encodeStateAsUpdate(doc);
};
const strokesOf = (state: Uint8Array | undefined) => {
  const doc = new Y.Doc();
  if (state) Y.applyUpdate(doc, state);
  return doc.getArray<string>('strokes').toArray().sort();
};

describe('the whiteboard store on DynamoDB Local', () => {
  it('appends strokes side by side, folds them into the snapshot once, and keeps a later stroke appended', async () => {
    const whiteboards = createWhiteboardStore(localDatabase());
    const session = `s-${randomUUID()}`;
    expect(await whiteboards.get(session)).toEqual({ snapshot: undefined, updates: [] });

    // Ten browsers drawing at once: none waits on another, and the tally counts each.
    const strokes = Array.from({ length: 10 }, (_, index) => stroke(`s${index}`));
    const drawnBytes = strokes.reduce((sum, one) => sum + one.byteLength, 0);
    const appends = await Promise.all(strokes.map((one) => whiteboards.append(session, one)));
    expect(appends.map(({ tally }) => tally.appended).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(Math.max(...appends.map(({ tally }) => tally.bytes))).toBe(drawnBytes);
    const drawn = await whiteboards.get(session);
    expect(drawn.snapshot).toBeUndefined();
    expect(drawn.updates).toHaveLength(10);
    expect(drawn.updates.map((one) => one.id)).toEqual(drawn.updates.map((one) => one.id).sort());
    expect(strokesOf(boardState(drawn))).toHaveLength(10);

    // A stroke after the read; then two compactions of that read: the first wins, the second changes nothing.
    const laterStroke = stroke('later');
    const { id: later, tally } = await whiteboards.append(session, laterStroke);
    expect(tally).toEqual({ appended: 11, bytes: drawnBytes + laterStroke.byteLength });
    const folded = boardState(drawn) as Uint8Array;
    const ids = drawn.updates.map((one) => one.id);
    expect(await whiteboards.compact(session, folded, 0, ids)).toBe(true);
    expect(await whiteboards.compact(session, stroke('stale'), 0, ids)).toBe(false);

    const after = await whiteboards.get(session);
    expect(after.snapshot?.version).toBe(1);
    expect(after.updates.map((one) => one.id)).toEqual([later]);
    expect(strokesOf(boardState(after))).toEqual([...Array.from({ length: 10 }, (_, index) => `s${index}`), 'later'].sort());

    // The next compaction writes on the version it read, and the tally starts again from its snapshot.
    const state = boardState(after) as Uint8Array;
    expect(await whiteboards.compact(session, state, 1, [later])).toBe(true);
    expect((await whiteboards.get(session)).updates).toEqual([]);
    const nextStroke = stroke('next');
    const next = await whiteboards.append(session, nextStroke);
    expect(next.tally).toEqual({ appended: 1, bytes: state.byteLength + nextStroke.byteLength });

    // A stroke taken back is gone from the board.
    await whiteboards.remove(session, next.id);
    expect((await whiteboards.get(session)).updates).toEqual([]);
  });
});

describe('the room connection store on DynamoDB Local', () => {
  it('keeps a connection by its id and in its session, and takes both away when it leaves', async () => {
    const db = localDatabase();
    const connections = createRoomConnectionStore(db);
    const session = `s-${randomUUID()}`;
    const at = new Date().toISOString();
    const teacher = { connection_id: `c-${randomUUID()}`, session_id: session, user_id: 'u-teacher', role: 'instructor' as const, connected_at: at };
    const pupil = { connection_id: `c-${randomUUID()}`, session_id: session, user_id: 'u-pupil', role: 'student' as const, connected_at: at };
    await Promise.all([connections.add(teacher), connections.add(pupil)]);

    expect(await connections.get(pupil.connection_id)).toEqual(pupil);
    expect((await connections.ofSession(session)).sort((a, b) => a.user_id.localeCompare(b.user_id))).toEqual([pupil, teacher]);
    expect(await connections.ofSession(`s-${randomUUID()}`)).toEqual([]);

    // A `$disconnect` and a post that found it gone, at once: it leaves once.
    const removed = await Promise.all([connections.remove(pupil.connection_id), connections.remove(pupil.connection_id)]);
    expect(removed.filter(Boolean)).toEqual([pupil]);
    expect(await connections.remove(pupil.connection_id)).toBeUndefined();
    expect(await connections.get(pupil.connection_id)).toBeUndefined();
    expect(await connections.ofSession(session)).toEqual([teacher]);
    expect((await db.roomMembers.query.bySession({ session_id: session }).go()).data.map((item) => item.connection_id)).toEqual([teacher.connection_id]);
    await connections.remove(teacher.connection_id);
    expect((await db.roomMembers.query.bySession({ session_id: session }).go()).data).toEqual([]);
  });

  it('no longer counts a connection past its day', async () => {
    const session = `s-${randomUUID()}`;
    const connection = { connection_id: `c-${randomUUID()}`, session_id: session, user_id: 'u-1', role: 'student' as const, connected_at: new Date().toISOString() };
    await createRoomConnectionStore(localDatabase()).add(connection);
    const tomorrow = createRoomConnectionStore(localDatabase(), () => new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(await tomorrow.get(connection.connection_id)).toBeUndefined();
    expect(await tomorrow.ofSession(session)).toEqual([]);
    await tomorrow.remove(connection.connection_id);
  });
});
