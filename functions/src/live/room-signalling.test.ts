import type { RoomServerMessage } from '@lm/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { AttendanceEvent } from './attendance-ports.js';
import type { RoomConnection, StoredWhiteboard } from './room-ports.js';
import { connect, disconnect, receive, type SignallingPorts } from './room-signalling.js';
import { signTicket } from './room-ticket.js';
import { boardState, COMPACT_AFTER, MAX_WHITEBOARD_BYTES } from './whiteboard.js';

const SECRET = 'a-room-ticket-secret-for-tests';
const now = new Date('2026-03-01T03:00:00Z');

/** The room's stores in memory, and what each connection was sent. */
function room() {
  const connections = new Map<string, RoomConnection>();
  const sent = new Map<string, RoomServerMessage[]>();
  const events: AttendanceEvent[] = [];
  const gone = new Set<string>();
  let board: StoredWhiteboard = { snapshot: undefined, updates: [] };
  let appended = 0;
  let reads = 0;
  let losesNextCompaction = false;
  const ports: SignallingPorts = {
    connections: {
      add: async (connection) => void connections.set(connection.connection_id, connection),
      get: async (id) => connections.get(id),
      remove: async (id) => {
        const found = connections.get(id);
        connections.delete(id);
        return found;
      },
      ofSession: async (sessionId) => [...connections.values()].filter((connection) => connection.session_id === sessionId),
    },
    whiteboards: {
      get: async () => {
        reads += 1;
        return structuredClone(board);
      },
      append: async (_session, update) => {
        const id = `u-${(appended += 1)}`;
        board.updates.push({ id, update });
        const bytes = board.updates.reduce((sum, one) => sum + one.update.byteLength, board.snapshot?.state.byteLength ?? 0);
        return { id, tally: { appended: board.updates.length, bytes } };
      },
      remove: async (_session, id) => void (board.updates = board.updates.filter((one) => one.id !== id)),
      compact: async (_session, state, expected, ids) => {
        if (losesNextCompaction) {
          losesNextCompaction = false;
          // Another browser's compaction lands first, folding in a stroke of theirs.
          const other = new Y.Doc();
          other.getArray<string>('strokes').push(['theirs']);
          board.snapshot = { state: Y.mergeUpdates([...(board.snapshot ? [board.snapshot.state] : []), Y.encodeStateAsUpdate(other)]), version: (board.snapshot?.version ?? 0) + 1 };
          return false;
        }
        if ((board.snapshot?.version ?? 0) !== expected) return false;
        board = { snapshot: { state, version: expected + 1 }, updates: board.updates.filter((one) => !ids.includes(one.id)) };
        return true;
      },
    },
    attendance: { record: async (event) => void events.push(event), lastLeft: async () => undefined, ofSession: async () => [], ofSessions: async () => new Map() },
    post: async (id, message) => {
      if (gone.has(id)) return false;
      sent.set(id, [...(sent.get(id) ?? []), message as RoomServerMessage]);
      return true;
    },
    ticketSecret: async () => SECRET,
    now: () => now,
  };
  const setBoard = (next: StoredWhiteboard) => void (board = next);
  return { ports, connections, sent, events, gone, board: () => board, setBoard, loseNextCompaction: () => (losesNextCompaction = true), reads: () => reads };
}

const ticket = (session_id: string, user_id: string, role: 'instructor' | 'student' = 'student') => signTicket({ session_id, user_id, role }, SECRET, now);
const json = (value: unknown) => JSON.stringify(value);

describe('the room socket', () => {
  let r: ReturnType<typeof room>;
  beforeEach(async () => {
    r = room();
  });

  it('admits a valid ticket, records the join, and refuses a missing or forged one', async () => {
    expect(await connect(r.ports, 'c-1', ticket('s-1', 'teacher', 'instructor'))).toBe(200);
    expect(await connect(r.ports, 'c-x', undefined)).toBe(401);
    expect(await connect(r.ports, 'c-y', signTicket({ session_id: 's-1', user_id: 'intruder', role: 'student' }, 'not-the-room-secret-at-all', now))).toBe(401);
    expect([...r.connections.keys()]).toEqual(['c-1']);
    expect(r.events).toEqual([{ session_id: 's-1', user_id: 'teacher', role: 'instructor', event: 'join', at: now.toISOString(), connection_id: 'c-1' }]);
  });

  it('welcomes a newcomer with the peers already in and tells them it came', async () => {
    await connect(r.ports, 'c-1', ticket('s-1', 'teacher', 'instructor'));
    await connect(r.ports, 'c-2', ticket('s-1', 'pupil'));
    await connect(r.ports, 'c-3', ticket('s-2', 'elsewhere'));
    await receive(r.ports, 'c-2', json({ kind: 'hello' }));
    expect(r.sent.get('c-2')).toEqual([{ kind: 'welcome', self: { connection_id: 'c-2', user_id: 'pupil', role: 'student' }, peers: [{ connection_id: 'c-1', user_id: 'teacher', role: 'instructor' }], whiteboard: null }]);
    expect(r.sent.get('c-1')).toEqual([{ kind: 'peer-joined', peer: { connection_id: 'c-2', user_id: 'pupil', role: 'student' } }]);
    expect(r.sent.get('c-3')).toBeUndefined();
  });

  it('relays a signal to the one peer named, never into another session', async () => {
    await connect(r.ports, 'c-1', ticket('s-1', 'teacher', 'instructor'));
    await connect(r.ports, 'c-2', ticket('s-1', 'pupil'));
    await connect(r.ports, 'c-3', ticket('s-2', 'elsewhere'));
    await receive(r.ports, 'c-2', json({ kind: 'signal', to: 'c-1', data: { type: 'offer', sdp: 'v=0' } }));
    expect(r.sent.get('c-1')).toEqual([{ kind: 'signal', from: 'c-2', data: { type: 'offer', sdp: 'v=0' } }]);
    await receive(r.ports, 'c-3', json({ kind: 'signal', to: 'c-1', data: { type: 'offer', sdp: 'v=0' } }));
    expect(r.sent.get('c-1')).toHaveLength(1);
    expect(r.sent.get('c-3')).toEqual([{ kind: 'peer-left', connection_id: 'c-1' }]);
  });

  it('answers a message it does not take with an error', async () => {
    await connect(r.ports, 'c-1', ticket('s-1', 'pupil'));
    await receive(r.ports, 'c-1', 'not json');
    await receive(r.ports, 'c-1', json({ kind: 'shout' }));
    expect(r.sent.get('c-1')).toEqual([
      { kind: 'error', message: 'The message is not JSON.' },
      { kind: 'error', message: 'The message is not one the room takes.' },
    ]);
  });

  it('appends whiteboard strokes and relays them; a late joiner gets the whole board', async () => {
    await connect(r.ports, 'c-1', ticket('s-1', 'teacher', 'instructor'));
    await connect(r.ports, 'c-2', ticket('s-1', 'pupil'));
    const doc = new Y.Doc();
    doc.getArray<string>('strokes').push(['mine']);
    const update = Buffer.from(Y.encodeStateAsUpdate(doc)).toString('base64');
    await receive(r.ports, 'c-1', json({ kind: 'whiteboard', update }));
    expect(r.sent.get('c-2')).toEqual([{ kind: 'whiteboard', update, from: 'c-1' }]);
    expect(r.board().updates).toHaveLength(1);
    expect(r.board().snapshot).toBeUndefined();
    // Kept by its tally alone: the board is not read for a stroke.
    expect(r.reads()).toBe(0);
    const theirs = new Y.Doc();
    theirs.getArray<string>('strokes').push(['theirs']);
    await receive(r.ports, 'c-2', json({ kind: 'whiteboard', update: Buffer.from(Y.encodeStateAsUpdate(theirs)).toString('base64') }));

    await connect(r.ports, 'c-3', ticket('s-1', 'late'));
    await receive(r.ports, 'c-3', json({ kind: 'hello' }));
    const welcome = r.sent.get('c-3')?.[0] as Extract<RoomServerMessage, { kind: 'welcome' }>;
    const late = new Y.Doc();
    Y.applyUpdate(late, Buffer.from(welcome.whiteboard ?? '', 'base64'));
    expect(late.getArray<string>('strokes').toArray().sort()).toEqual(['mine', 'theirs']);
  });

  it('folds a long run of strokes into the snapshot, and keeps every stroke when another compaction comes first', async () => {
    await connect(r.ports, 'c-1', ticket('s-1', 'pupil'));
    const doc = new Y.Doc();
    const strokes = doc.getArray<string>('strokes');
    const draw = async (name: string) => {
      const before = Y.encodeStateVector(doc);
      strokes.push([name]);
      await receive(r.ports, 'c-1', json({ kind: 'whiteboard', update: Buffer.from(Y.encodeStateAsUpdate(doc, before)).toString('base64') }));
    };
    for (let index = 1; index < COMPACT_AFTER; index += 1) await draw(`s${index}`);
    expect(r.board().updates).toHaveLength(COMPACT_AFTER - 1);
    r.loseNextCompaction();
    await draw('lost-race');
    // The race lost, the strokes stay appended beside the other's snapshot.
    expect(r.board().updates).toHaveLength(COMPACT_AFTER);
    await draw('next');
    expect(r.board().updates).toHaveLength(0);
    const board = new Y.Doc();
    Y.applyUpdate(board, boardState(r.board()) as Uint8Array);
    expect(board.getArray<string>('strokes').length).toBe(COMPACT_AFTER + 2);
    expect(board.getArray<string>('strokes').toArray()).toEqual(expect.arrayContaining(['s1', 'lost-race', 'next', 'theirs']));
  });

  it('clears the board for the instructor, and refuses a student’s update that takes strokes away', async () => {
    await connect(r.ports, 'c-1', ticket('s-1', 'teacher', 'instructor'));
    await connect(r.ports, 'c-2', ticket('s-1', 'pupil'));
    const doc = new Y.Doc();
    const strokes = doc.getArray<string>('strokes');
    strokes.push(['first', 'second']);
    await receive(r.ports, 'c-2', json({ kind: 'whiteboard', update: Buffer.from(Y.encodeStateAsUpdate(doc)).toString('base64') }));
    const drawn = Y.encodeStateVector(doc);
    strokes.delete(0, strokes.length);
    const clear = Buffer.from(Y.encodeStateAsUpdate(doc, drawn)).toString('base64');
    const boardOf = () => {
      const stored = new Y.Doc();
      Y.applyUpdate(stored, boardState(r.board()) as Uint8Array);
      return stored.getArray<string>('strokes').toArray();
    };

    await receive(r.ports, 'c-2', json({ kind: 'whiteboard', update: clear }));
    expect(r.sent.get('c-2')).toEqual([{ kind: 'error', message: 'Only the instructor clears the whiteboard.' }]);
    expect(boardOf()).toEqual(['first', 'second']);
    expect(r.sent.get('c-1')).toHaveLength(1);

    await receive(r.ports, 'c-1', json({ kind: 'whiteboard', update: clear }));
    expect(boardOf()).toEqual([]);
    expect(r.sent.get('c-2')?.at(-1)).toEqual({ kind: 'whiteboard', update: clear, from: 'c-1' });
  });

  it('refuses a stroke on a full board, keeping nothing of it, and takes the instructor’s clear', async () => {
    const doc = new Y.Doc();
    const strokes = doc.getArray<string>('strokes');
    strokes.push(['x'.repeat(MAX_WHITEBOARD_BYTES)]);
    r.setBoard({ snapshot: { state: Y.encodeStateAsUpdate(doc), version: 1 }, updates: [] });
    await connect(r.ports, 'c-1', ticket('s-1', 'pupil'));
    await connect(r.ports, 'c-2', ticket('s-1', 'teacher', 'instructor'));
    const before = Y.encodeStateVector(doc);
    strokes.push(['one more']);
    await receive(r.ports, 'c-1', json({ kind: 'whiteboard', update: Buffer.from(Y.encodeStateAsUpdate(doc, before)).toString('base64') }));
    expect(r.sent.get('c-1')).toEqual([{ kind: 'error', message: 'The whiteboard is full: clear it to draw more.' }]);
    expect(r.board().updates).toHaveLength(0);
    expect(r.sent.get('c-2')).toBeUndefined();

    const drawn = Y.encodeStateVector(doc);
    strokes.delete(0, strokes.length);
    await receive(r.ports, 'c-2', json({ kind: 'whiteboard', update: Buffer.from(Y.encodeStateAsUpdate(doc, drawn)).toString('base64') }));
    expect(r.board().snapshot?.state.byteLength).toBeLessThan(1024);
    expect(r.sent.get('c-1')).toHaveLength(2);
  });

  it('refuses a whiteboard update that is not a Yjs update, storing nothing', async () => {
    await connect(r.ports, 'c-1', ticket('s-1', 'pupil'));
    await receive(r.ports, 'c-1', json({ kind: 'whiteboard', update: Buffer.from('scribble').toString('base64') }));
    expect(r.sent.get('c-1')).toEqual([{ kind: 'error', message: 'The whiteboard update is not valid.' }]);
    expect(r.board()).toEqual({ snapshot: undefined, updates: [] });
  });

  it('records the leave once and tells the others, on disconnect or when a post finds the connection gone', async () => {
    await connect(r.ports, 'c-1', ticket('s-1', 'teacher', 'instructor'));
    await connect(r.ports, 'c-2', ticket('s-1', 'pupil'));
    await connect(r.ports, 'c-3', ticket('s-1', 'other'));
    r.gone.add('c-3');
    await disconnect(r.ports, 'c-2');
    await disconnect(r.ports, 'c-2');
    expect(r.sent.get('c-1')).toEqual([{ kind: 'peer-left', connection_id: 'c-2' }, { kind: 'peer-left', connection_id: 'c-3' }]);
    expect(r.events.filter((event) => event.event === 'leave').map((event) => event.connection_id).sort()).toEqual(['c-2', 'c-3']);
    expect([...r.connections.keys()]).toEqual(['c-1']);
  });
});
