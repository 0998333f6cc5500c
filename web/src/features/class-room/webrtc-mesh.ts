import type { RoomPeer, RoomServerMessage } from '@lm/shared';
import type { RoomSocket } from './room-socket';

export interface MeshEvents {
  onStream(peer: RoomPeer, stream: MediaStream): void;
  onGone(connectionId: string): void;
}

interface PeerLink {
  peer: RoomPeer;
  pc: RTCPeerConnection;
  /** Candidates that came before the peer's description. */
  candidates: RTCIceCandidateInit[];
}

/**
 * The local room's media (decision 0049): a full mesh of RTCPeerConnections, one per other
 * participant. Of each two, the one whose connection id sorts first offers, once it knows of the
 * other (from its `welcome` or a `peer-joined`, whichever comes, however often): one offer per
 * pair even when both joined at the same moment and each heard of the other both ways. Offers,
 * answers and candidates travel through the room's socket. On this machine host candidates reach
 * each other: no STUN or TURN server is asked.
 */
export class WebRtcMesh {
  private readonly links = new Map<string, PeerLink>();
  private readonly known = new Map<string, RoomPeer>();
  private outgoingVideo: MediaStreamTrack | undefined;
  /** This browser's connection, from `welcome`. */
  private self: string | undefined;
  private readonly unsubscribe: () => void;
  /** Messages are handled one after another: an answer is set before the candidates that follow it. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly socket: RoomSocket,
    private readonly local: MediaStream | undefined,
    private readonly events: MeshEvents,
  ) {
    this.outgoingVideo = local?.getVideoTracks()[0];
    this.unsubscribe = socket.on((message) => {
      this.queue = this.queue.then(() => this.receive(message)).catch(() => undefined);
    });
  }

  private link(peer: RoomPeer): PeerLink {
    const existing = this.links.get(peer.connection_id);
    if (existing) return existing;
    const pc = new RTCPeerConnection({ iceServers: [] });
    const audio = this.local?.getAudioTracks()[0];
    if (audio && this.local) pc.addTrack(audio, this.local);
    else pc.addTransceiver('audio', { direction: 'recvonly' });
    if (this.outgoingVideo && this.local) pc.addTrack(this.outgoingVideo, this.local);
    else pc.addTransceiver('video', { direction: 'recvonly' });
    pc.addEventListener('icecandidate', (event) => {
      if (event.candidate) this.socket.send({ kind: 'signal', to: peer.connection_id, data: { type: 'candidate', candidate: event.candidate.toJSON() } });
    });
    pc.addEventListener('track', (event) => {
      const stream = event.streams[0] ?? new MediaStream([event.track]);
      this.events.onStream(peer, stream);
    });
    const link = { peer, pc, candidates: [] };
    this.links.set(peer.connection_id, link);
    return link;
  }

  private async offer(peer: RoomPeer): Promise<void> {
    const { pc } = this.link(peer);
    await pc.setLocalDescription(await pc.createOffer());
    this.socket.send({ kind: 'signal', to: peer.connection_id, data: { type: 'offer', sdp: pc.localDescription?.sdp ?? '' } });
  }

  /** Offers to a peer this browser should offer to and has no link with yet. */
  private async meet(peer: RoomPeer): Promise<void> {
    if (this.self === undefined || this.links.has(peer.connection_id) || this.self >= peer.connection_id) return;
    await this.offer(peer);
  }

  private async receive(message: RoomServerMessage): Promise<void> {
    switch (message.kind) {
      case 'welcome':
        this.self = message.self.connection_id;
        for (const peer of message.peers) this.known.set(peer.connection_id, peer);
        for (const peer of [...this.known.values()]) await this.meet(peer);
        return;
      case 'peer-joined':
        this.known.set(message.peer.connection_id, message.peer);
        return this.meet(message.peer);
      case 'peer-left':
        this.drop(message.connection_id);
        return;
      case 'signal':
        return this.signal(message.from, message.data);
      default:
        return;
    }
  }

  private async signal(from: string, data: Record<string, unknown>): Promise<void> {
    const peer = this.known.get(from) ?? { connection_id: from, user_id: '', role: 'student' as const };
    const link = this.link(peer);
    const { pc } = link;
    if (data.type === 'offer' || data.type === 'answer') {
      await pc.setRemoteDescription({ type: data.type, sdp: String(data.sdp ?? '') });
      for (const candidate of link.candidates.splice(0)) await pc.addIceCandidate(candidate);
      if (data.type === 'offer') {
        await pc.setLocalDescription(await pc.createAnswer());
        this.socket.send({ kind: 'signal', to: from, data: { type: 'answer', sdp: pc.localDescription?.sdp ?? '' } });
      }
    } else if (data.type === 'candidate' && data.candidate) {
      const candidate = data.candidate as RTCIceCandidateInit;
      if (pc.remoteDescription) await pc.addIceCandidate(candidate).catch(() => undefined);
      else link.candidates.push(candidate);
    }
  }

  private drop(connectionId: string): void {
    const link = this.links.get(connectionId);
    link?.pc.close();
    this.links.delete(connectionId);
    this.known.delete(connectionId);
    this.events.onGone(connectionId);
  }

  /** Sends `track` (a shared screen) in place of the camera, or the camera again with undefined. */
  async replaceVideo(track: MediaStreamTrack | undefined): Promise<void> {
    const next = track ?? this.local?.getVideoTracks()[0] ?? null;
    this.outgoingVideo = next ?? undefined;
    await Promise.all(
      [...this.links.values()].flatMap(({ pc }) =>
        pc
          .getTransceivers()
          .filter((transceiver) => transceiver.receiver.track.kind === 'video')
          .map((transceiver) => transceiver.sender.replaceTrack(next)),
      ),
    );
  }

  close(): void {
    this.unsubscribe();
    for (const { pc } of this.links.values()) pc.close();
    this.links.clear();
  }
}
