import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { boardState, compactWhiteboard, mergeWhiteboard } from './whiteboard.js';

const strokesOf = (state: Uint8Array) => {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  return doc.getArray<string>('strokes').toArray();
};

describe('the whiteboard merge', () => {
  it('keeps the strokes of two browsers whichever arrives first', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    a.getArray<string>('strokes').push(['a']);
    b.getArray<string>('strokes').push(['b']);
    const first = mergeWhiteboard([], Y.encodeStateAsUpdate(a)) as Uint8Array;
    const both = mergeWhiteboard([first], Y.encodeStateAsUpdate(b)) as Uint8Array;
    const other = mergeWhiteboard([mergeWhiteboard([], Y.encodeStateAsUpdate(b)) as Uint8Array], Y.encodeStateAsUpdate(a)) as Uint8Array;
    expect(strokesOf(both).sort()).toEqual(['a', 'b']);
    expect(strokesOf(other)).toEqual(strokesOf(both));
  });

  it('reads the same board whether an update is in the snapshot, appended, or both', () => {
    const a = new Y.Doc();
    a.getArray<string>('strokes').push(['a']);
    const update = Y.encodeStateAsUpdate(a);
    const snapshot = { state: update, version: 1 };
    for (const board of [
      { snapshot, updates: [] },
      { snapshot: undefined, updates: [{ id: '1', update }] },
      { snapshot, updates: [{ id: '1', update }] },
    ]) {
      expect(strokesOf(boardState(board) as Uint8Array)).toEqual(['a']);
    }
    expect(boardState({ snapshot: undefined, updates: [] })).toBeUndefined();
  });

  it('refuses what is not a Yjs update', () => {
    expect(mergeWhiteboard([], new TextEncoder().encode('scribble'))).toBeUndefined();
  });

  it('drops what cleared strokes took when compacted', () => {
    const doc = new Y.Doc();
    const strokes = doc.getArray<string>('strokes');
    strokes.push(['x'.repeat(10_000)]);
    strokes.delete(0, 1);
    const state = Y.encodeStateAsUpdate(doc);
    expect(compactWhiteboard(state).byteLength).toBeLessThan(100);
    expect(strokesOf(compactWhiteboard(state))).toEqual([]);
  });
});
