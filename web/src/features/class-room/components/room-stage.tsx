import type { RoomEntry, RoomPeer, RoomSessionView } from '@lm/shared';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as Y from 'yjs';
import { localMessage, localMessageOf } from '../../../lib/messages';
import { enterClassRoom, type RoomToken } from '../api/class-session';
import type { RoomControls } from '../room-controls';
import { fromBase64, RoomSocket, toBase64 } from '../room-socket';
import { WebRtcMesh } from '../webrtc-mesh';
import { Whiteboard } from './whiteboard';
import { inLanguage } from '../../../lib/in-language';

const ChimeMedia = lazy(() => import('./chime-media'));

/** Updates applied from the room are not sent back to it. */
const FROM_ROOM = 'room';

interface Remote {
  peer: RoomPeer;
  stream: MediaStream;
}

function RemoteVideo({ remote, label }: { remote: Remote; label: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const audio = useRef<HTMLAudioElement>(null);
  const [silent, setSilent] = useState(false);
  useEffect(() => {
    if (video.current) video.current.srcObject = remote.stream;
    if (audio.current) {
      audio.current.srcObject = remote.stream;
      audio.current.play().catch(() => setSilent(true));
    }
  }, [remote.stream]);
  const { t } = useTranslation();
  return (
    <figure className="class-room-tile" data-role={remote.peer.role}>
      {/* The picture plays muted (always allowed); the sound plays from its own element. */}
      <video ref={video} className="class-room-video" data-remote="true" muted playsInline autoPlay aria-label={label} />
      <audio ref={audio} autoPlay />
      <figcaption>{label}</figcaption>
      {silent ? (
        <button type="button" className="button" onClick={() => audio.current?.play().then(() => setSilent(false), () => undefined)}>
          {t('classRoom.turnOnSound')}
        </button>
      ) : null}
    </figure>
  );
}

/**
 * Inside the room (decision 0049): the ticket from the room route opens the room's socket; the
 * camera and microphone go to every other participant (the local WebRTC mesh, or the Chime
 * meeting in AWS) and the whiteboard is shared through the same socket.
 */
export function RoomStage({ view, token, onLeave }: { view: RoomSessionView; token: RoomToken; onLeave: () => void }) {
  const { t, i18n } = useTranslation();
  const sessionId = view.session.id;
  const [entry, setEntry] = useState<RoomEntry | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [local, setLocal] = useState<MediaStream | null | undefined>(undefined);
  const [remotes, setRemotes] = useState<Map<string, Remote>>(new Map());
  const [connected, setConnected] = useState(false);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [sharing, setSharing] = useState(false);
  const controls = useRef<RoomControls | null>(null);
  const selfVideo = useRef<HTMLVideoElement>(null);
  const doc = useMemo(() => new Y.Doc(), []);

  useEffect(() => {
    let cancelled = false;
    enterClassRoom(sessionId, token).then(
      (answer) => !cancelled && setEntry(answer),
      (error: unknown) => !cancelled && setProblem(localMessageOf(t, error, t('classRoom.enterFailed'))),
    );
    return () => {
      cancelled = true;
    };
  }, [sessionId, token, t]);

  // The local room's camera and microphone; Chime's SDK opens its own.
  useEffect(() => {
    if (entry?.provider !== 'webrtc') return;
    let stream: MediaStream | undefined;
    let cancelled = false;
    navigator.mediaDevices
      ?.getUserMedia({ video: true, audio: true })
      .then((media) => {
        stream = media;
        if (cancelled) media.getTracks().forEach((track) => track.stop());
        else setLocal(media);
      })
      .catch(() => !cancelled && setLocal(null));
    if (!navigator.mediaDevices) setLocal(null);
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [entry]);

  useEffect(() => {
    if (selfVideo.current && local) selfVideo.current.srcObject = local;
  }, [local]);

  useEffect(() => {
    if (!entry || (entry.provider === 'webrtc' && local === undefined)) return;
    const socket = new RoomSocket(entry.socketUrl, entry.ticket, (refused) => {
      setConnected(false);
      setProblem(t(refused ? 'classRoom.refused' : 'classRoom.disconnected'));
    });
    const unsubscribe = socket.on((message) => {
      if (message.kind === 'welcome') {
        setConnected(true);
        if (message.whiteboard) Y.applyUpdate(doc, fromBase64(message.whiteboard), FROM_ROOM);
      } else if (message.kind === 'whiteboard') Y.applyUpdate(doc, fromBase64(message.update), FROM_ROOM);
      else if (message.kind === 'error') setProblem(localMessage(t, message.message));
    });
    const sendUpdate = (update: Uint8Array, origin: unknown) => {
      if (origin !== FROM_ROOM) socket.send({ kind: 'whiteboard', update: toBase64(update) });
    };
    doc.on('update', sendUpdate);
    let mesh: WebRtcMesh | undefined;
    if (entry.provider === 'webrtc') {
      mesh = new WebRtcMesh(socket, local ?? undefined, {
        onStream: (peer, stream) => setRemotes((all) => new Map(all).set(peer.connection_id, { peer, stream })),
        onGone: (connectionId) =>
          setRemotes((all) => {
            const next = new Map(all);
            next.delete(connectionId);
            return next;
          }),
      });
      const meshed = mesh;
      controls.current = {
        mute: (value) => local?.getAudioTracks().forEach((track) => (track.enabled = !value)),
        camera: (off) => local?.getVideoTracks().forEach((track) => (track.enabled = !off)),
        share: async (on) => {
          if (!on) return meshed.replaceVideo(undefined);
          const screen = await navigator.mediaDevices.getDisplayMedia({ video: true });
          const [track] = screen.getVideoTracks();
          if (!track) return;
          track.addEventListener('ended', () => {
            setSharing(false);
            void meshed.replaceVideo(undefined);
          });
          await meshed.replaceVideo(track);
        },
      };
    }
    return () => {
      doc.off('update', sendUpdate);
      unsubscribe();
      mesh?.close();
      socket.close();
      setRemotes(new Map());
    };
  }, [entry, local, doc, t]);

  const setChimeControls = useCallback((value: RoomControls) => {
    controls.current = value;
  }, []);

  const leave = () => {
    local?.getTracks().forEach((track) => track.stop());
    onLeave();
  };

  const title = inLanguage(i18n.language, view.session.title_th, view.session.title_en);
  const nameOf = (peer: RoomPeer) => t(peer.role === 'instructor' ? 'classRoom.instructor' : 'classRoom.student');

  return (
    <div className="class-room-stage" data-connected={connected} data-participants={remotes.size}>
      {problem ? <p role="alert">{problem}</p> : null}
      {!entry && !problem ? <p>{t('classRoom.connecting')}</p> : null}
      {entry?.provider === 'chime' ? (
        <Suspense fallback={<p>{t('classRoom.connecting')}</p>}>
          <ChimeMedia meeting={entry.meeting} attendee={entry.attendee} onControls={setChimeControls} />
        </Suspense>
      ) : (
        <div className="class-room-videos">
          {local === null ? <p role="status">{t('classRoom.noDevices')}</p> : null}
          {local ? (
            <figure className="class-room-tile class-room-tile--self">
              <video ref={selfVideo} className="class-room-video" muted playsInline autoPlay aria-label={t('classRoom.you')} />
              <figcaption>{t('classRoom.you')}</figcaption>
            </figure>
          ) : null}
          {[...remotes.values()].map((remote) => (
            <RemoteVideo key={remote.peer.connection_id} remote={remote} label={nameOf(remote.peer)} />
          ))}
          {connected && remotes.size === 0 ? <p className="class-room-waiting">{t(view.role === 'instructor' ? 'classRoom.waitingStudents' : 'classRoom.waitingInstructor')}</p> : null}
        </div>
      )}
      <div className="class-room-controls" role="toolbar" aria-label={t('classRoom.controls')}>
        <button
          type="button"
          className="button"
          aria-pressed={muted}
          onClick={() => {
            controls.current?.mute(!muted);
            setMuted(!muted);
          }}
        >
          {t(muted ? 'classRoom.unmute' : 'classRoom.mute')}
        </button>
        <button
          type="button"
          className="button"
          aria-pressed={cameraOff}
          onClick={() => {
            controls.current?.camera(!cameraOff);
            setCameraOff(!cameraOff);
          }}
        >
          {t(cameraOff ? 'classRoom.cameraOn' : 'classRoom.cameraOff')}
        </button>
        <button
          type="button"
          className="button"
          aria-pressed={sharing}
          onClick={() => {
            const next = !sharing;
            controls.current?.share(next).then(
              () => setSharing(next),
              () => setSharing(false),
            );
          }}
        >
          {t(sharing ? 'classRoom.stopSharing' : 'classRoom.share')}
        </button>
        <button type="button" className="button button--danger" onClick={leave}>
          {t('classRoom.leave')}
        </button>
      </div>
      {view.whiteboard ? <Whiteboard doc={doc} mayClear={view.role === 'instructor'} title={title} /> : null}
    </div>
  );
}
