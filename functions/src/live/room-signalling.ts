import { MAX_ROOM_MESSAGE_BYTES, message, roomClientMessage, type RoomPeer, type RoomServerMessage } from '@lm/shared';
import type { AttendanceStore } from './attendance-ports.js';
import type { PostToConnection, RoomConnection, RoomConnectionStore, WhiteboardStore } from './room-ports.js';
import { verifyTicket } from './room-ticket.js';
import { boardParts, boardState, COMPACT_AFTER, compactWhiteboard, deletesStrokes, MAX_WHITEBOARD_BYTES, mergeWhiteboard } from './whiteboard.js';

/** What the room's WebSocket works with. */
export interface SignallingPorts {
  connections: RoomConnectionStore;
  whiteboards: WhiteboardStore;
  attendance: AttendanceStore;
  post: PostToConnection;
  ticketSecret: () => Promise<string>;
  now: () => Date;
}

const peerOf = ({ connection_id, user_id, role }: RoomConnection): RoomPeer => ({ connection_id, user_id, role });

/** `$connect`: a valid ticket's holder is in the room (and present, for attendance); anything else is refused before the socket opens. */
export async function connect(ports: SignallingPorts, connectionId: string, ticketToken: string | undefined): Promise<number> {
  const now = ports.now();
  const ticket = ticketToken ? verifyTicket(ticketToken, await ports.ticketSecret(), now) : undefined;
  if (!ticket) return 401;
  const at = now.toISOString();
  await ports.connections.add({ session_id: ticket.session_id, connection_id: connectionId, user_id: ticket.user_id, role: ticket.role, connected_at: at });
  await ports.attendance.record({ session_id: ticket.session_id, user_id: ticket.user_id, role: ticket.role, event: 'join', at, connection_id: connectionId });
  return 200;
}

/** A connection gone, by `$disconnect` or a post that found it closed: it leaves the room once, and the others are told. */
async function leave(ports: SignallingPorts, connectionId: string): Promise<void> {
  const gone = await ports.connections.remove(connectionId);
  if (!gone) return;
  await ports.attendance.record({ session_id: gone.session_id, user_id: gone.user_id, role: gone.role, event: 'leave', at: ports.now().toISOString(), connection_id: connectionId });
  await broadcast(ports, gone.session_id, connectionId, { kind: 'peer-left', connection_id: connectionId });
}

export const disconnect = (ports: SignallingPorts, connectionId: string) => leave(ports, connectionId);

async function send(ports: SignallingPorts, connectionId: string, message: RoomServerMessage): Promise<void> {
  if (!(await ports.post(connectionId, message))) await leave(ports, connectionId);
}

/** To every other connection of the session. */
async function broadcast(ports: SignallingPorts, sessionId: string, except: string, message: RoomServerMessage): Promise<void> {
  const others = (await ports.connections.ofSession(sessionId)).filter((connection) => connection.connection_id !== except);
  await Promise.all(others.map((connection) => send(ports, connection.connection_id, message)));
}

async function storeWhiteboard(ports: SignallingPorts, self: RoomConnection, update: Uint8Array): Promise<'stored' | 'invalid' | 'full' | 'refused'> {
  const sessionId = self.session_id;
  let deletes: boolean;
  try {
    deletes = deletesStrokes(update);
  } catch {
    return 'invalid';
  }
  // Only the instructor clears the board: a student's update that takes strokes away is not kept.
  if (deletes && self.role !== 'instructor') return 'refused';
  // Most strokes are only appended, the board's tally telling whether it needs folding: a clear, a
  // long run of appended strokes, or a board grown large is folded into the snapshot, where what
  // cleared strokes took is dropped. (Merged updates take no more bytes than their parts.)
  const appended = deletes ? undefined : await ports.whiteboards.append(sessionId, update);
  if (appended && appended.tally.appended < COMPACT_AFTER && appended.tally.bytes <= MAX_WHITEBOARD_BYTES) return 'stored';
  const board = await ports.whiteboards.get(sessionId);
  const merged = mergeWhiteboard(boardParts(board), update);
  if (!merged) return 'invalid';
  const compact = compactWhiteboard(merged);
  if (compact.byteLength > MAX_WHITEBOARD_BYTES) {
    if (appended) await ports.whiteboards.remove(sessionId, appended.id);
    return 'full';
  }
  const id = appended?.id ?? (await ports.whiteboards.append(sessionId, update)).id;
  // Another browser's compaction may come first: this update is appended all the same.
  const ids = new Set([...board.updates.map((one) => one.id), id]);
  await ports.whiteboards.compact(sessionId, compact, board.snapshot?.version ?? 0, [...ids]);
  return 'stored';
}

/** `$default`: a message from a browser in the room. */
export async function receive(ports: SignallingPorts, connectionId: string, body: string | undefined): Promise<void> {
  const self = await ports.connections.get(connectionId);
  if (!self) return;
  if (!body || Buffer.byteLength(body) > MAX_ROOM_MESSAGE_BYTES + 1024) return send(ports, connectionId, { kind: 'error', message: message('roomMessageTooLarge') });
  let parsed: ReturnType<typeof roomClientMessage.safeParse>;
  try {
    parsed = roomClientMessage.safeParse(JSON.parse(body));
  } catch {
    return send(ports, connectionId, { kind: 'error', message: message('roomMessageNotJson') });
  }
  if (!parsed.success) return send(ports, connectionId, { kind: 'error', message: message('roomMessageUnknown') });
  const said = parsed.data;
  switch (said.kind) {
    case 'hello': {
      const [connections, board] = await Promise.all([ports.connections.ofSession(self.session_id), ports.whiteboards.get(self.session_id)]);
      const peers = connections.filter((connection) => connection.connection_id !== connectionId).map(peerOf);
      const state = boardState(board);
      const whiteboard = state ? Buffer.from(state).toString('base64') : null;
      await send(ports, connectionId, { kind: 'welcome', self: peerOf(self), peers, whiteboard });
      return broadcast(ports, self.session_id, connectionId, { kind: 'peer-joined', peer: peerOf(self) });
    }
    case 'signal': {
      // Only to a connection of the same session: a connection id of another room reaches nobody.
      const target = await ports.connections.get(said.to);
      if (!target || target.session_id !== self.session_id) return send(ports, connectionId, { kind: 'peer-left', connection_id: said.to });
      return send(ports, target.connection_id, { kind: 'signal', from: connectionId, data: said.data });
    }
    case 'whiteboard': {
      const outcome = await storeWhiteboard(ports, self, Buffer.from(said.update, 'base64'));
      if (outcome === 'invalid') return send(ports, connectionId, { kind: 'error', message: message('whiteboardInvalid') });
      if (outcome === 'refused') return send(ports, connectionId, { kind: 'error', message: message('whiteboardClearInstructorOnly') });
      if (outcome === 'full') return send(ports, connectionId, { kind: 'error', message: message('whiteboardFull') });
      return broadcast(ports, self.session_id, connectionId, { kind: 'whiteboard', update: said.update, from: connectionId });
    }
  }
}
