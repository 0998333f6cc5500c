import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { boardState } from '../live/whiteboard.js';
import { localDatabase } from '../testing/api.js';
import { createWhiteboardStore } from './room-repository.js';

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

    // Ten browsers drawing at once: none waits on another.
    await Promise.all(Array.from({ length: 10 }, (_, index) => whiteboards.append(session, stroke(`s${index}`))));
    const drawn = await whiteboards.get(session);
    expect(drawn.updates).toHaveLength(10);
    expect(drawn.updates.map((one) => one.id)).toEqual(drawn.updates.map((one) => one.id).sort());
    expect(strokesOf(boardState(drawn))).toHaveLength(10);

    // A stroke after the read; then two compactions of that read: the first wins, the second changes nothing.
    const later = await whiteboards.append(session, stroke('later'));
    const folded = boardState(drawn) as Uint8Array;
    const ids = drawn.updates.map((one) => one.id);
    expect(await whiteboards.compact(session, folded, 0, ids)).toBe(true);
    expect(await whiteboards.compact(session, stroke('stale'), 0, ids)).toBe(false);

    const after = await whiteboards.get(session);
    expect(after.snapshot?.version).toBe(1);
    expect(after.updates.map((one) => one.id)).toEqual([later]);
    expect(strokesOf(boardState(after))).toEqual([...Array.from({ length: 10 }, (_, index) => `s${index}`), 'later'].sort());

    // The next compaction writes on the version it read.
    expect(await whiteboards.compact(session, boardState(after) as Uint8Array, 1, [later])).toBe(true);
    expect((await whiteboards.get(session)).updates).toEqual([]);
  });
});
