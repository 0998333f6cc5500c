import type { RoomClientMessage, RoomPeer, RoomServerMessage } from '@lm/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HELLO_AGAIN_MS, RoomSocket } from './room-socket';
import { WebRtcMesh } from './webrtc-mesh';

/** A browser WebSocket as far as RoomSocket uses one: it opens when told, and keeps what was sent. */
class FakeWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static last: FakeWebSocket | undefined;
  readyState = FakeWebSocket.CONNECTING;
  readonly sent: RoomClientMessage[] = [];
  constructor(readonly url: string) {
    super();
    FakeWebSocket.last = this;
  }
  send(text: string) {
    this.sent.push(JSON.parse(text) as RoomClientMessage);
  }
  close() {
    this.readyState = 3;
    this.dispatchEvent(new Event('close'));
  }
  open() {
    this.readyState = FakeWebSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  receive(message: RoomServerMessage) {
    this.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify(message) }));
  }
}

/** An RTCPeerConnection that keeps its descriptions and refuses an answer in the wrong state, as browsers do. */
class FakePeerConnection extends EventTarget {
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  signalingState: RTCSignalingState = 'stable';
  addTrack() {}
  addTransceiver() {}
  getTransceivers() {
    return [];
  }
  async createOffer() {
    return { type: 'offer' as const, sdp: 'offer-sdp' };
  }
  async createAnswer() {
    return { type: 'answer' as const, sdp: 'answer-sdp' };
  }
  async setLocalDescription(description: RTCSessionDescriptionInit) {
    this.localDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-local-offer' : 'stable';
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    if (description.type === 'answer' && this.signalingState !== 'have-local-offer') throw new Error('Called in wrong state: stable');
    this.remoteDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  async addIceCandidate() {}
  close() {}
}

const peer = (connection_id: string, role: RoomPeer['role']): RoomPeer => ({ connection_id, user_id: `u-${connection_id}`, role });
const teacher = peer('A1', 'instructor');
const pupil = peer('B2', 'student');

/** A browser in the room: its socket, open, and its mesh. */
function browser() {
  const socket = new RoomSocket('ws://room.test/socket', 'ticket', () => {});
  const ws = FakeWebSocket.last as FakeWebSocket;
  ws.open();
  new WebRtcMesh(socket, undefined, { onStream: () => {}, onGone: () => {} });
  const signals = () => ws.sent.filter((message): message is Extract<RoomClientMessage, { kind: 'signal' }> => message.kind === 'signal');
  return { ws, signals };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the room socket', () => {
  it('says hello again while no welcome comes, at most five times, and stops once welcomed', () => {
    vi.useFakeTimers();
    const { ws } = browser();
    const hellos = () => ws.sent.filter((message) => message.kind === 'hello').length;
    expect(hellos()).toBe(1);
    vi.advanceTimersByTime(HELLO_AGAIN_MS);
    expect(hellos()).toBe(2);
    vi.advanceTimersByTime(HELLO_AGAIN_MS * 10);
    expect(hellos()).toBe(5);

    const other = browser();
    other.ws.receive({ kind: 'welcome', self: pupil, peers: [], whiteboard: null });
    vi.advanceTimersByTime(HELLO_AGAIN_MS * 10);
    expect(other.ws.sent.filter((message) => message.kind === 'hello')).toHaveLength(1);
  });
});

describe('the WebRTC mesh', () => {
  it('has the connection sorting first offer, once, when both joined together and each heard of the other twice', async () => {
    const a = browser();
    const b = browser();
    // Each was in when the other's hello came: both are welcomed with the other and told it joined.
    a.ws.receive({ kind: 'welcome', self: teacher, peers: [pupil], whiteboard: null });
    b.ws.receive({ kind: 'peer-joined', peer: teacher });
    b.ws.receive({ kind: 'welcome', self: pupil, peers: [teacher], whiteboard: null });
    a.ws.receive({ kind: 'peer-joined', peer: pupil });
    await settle();

    expect(a.signals()).toEqual([{ kind: 'signal', to: 'B2', data: { type: 'offer', sdp: 'offer-sdp' } }]);
    expect(b.signals()).toEqual([]);

    b.ws.receive({ kind: 'signal', from: 'A1', data: { type: 'offer', sdp: 'offer-sdp' } });
    await settle();
    expect(b.signals()).toEqual([{ kind: 'signal', to: 'A1', data: { type: 'answer', sdp: 'answer-sdp' } }]);
  });

  it('offers to a later joiner whose id sorts after, and waits for the offer of one whose id sorts first', async () => {
    const first = browser();
    first.ws.receive({ kind: 'welcome', self: teacher, peers: [], whiteboard: null });
    first.ws.receive({ kind: 'peer-joined', peer: pupil });
    await settle();
    expect(first.signals().map((signal) => [signal.to, signal.data.type])).toEqual([['B2', 'offer']]);

    const second = browser();
    second.ws.receive({ kind: 'welcome', self: pupil, peers: [teacher], whiteboard: null });
    await settle();
    expect(second.signals()).toEqual([]);
  });
});
