import { useRef } from 'react';
import { sessions } from '../../../../lib/sessions';
import { useStore } from '../../../../lib/store';
import { iframeAutoSigninData } from '../../utils/module-data';
import { trustedFrameOrigin } from '../../utils/frame-origin';
import { isSitePath } from '../../utils/text';
import { ModuleSection, type ModuleProps } from '../module-section';

/** What the frame receives once it loads, when the data names its origin and a client is signed in. */
export interface FrameSignIn {
  type: 'lm:signin';
  token: string;
  user_id: string;
}

/**
 * Another screen in a frame, signed in as the visitor. A frame of this site shares its storage
 * and so its session; a frame of the one other origin the data names is posted the client's token
 * once it loads, addressed to that origin only.
 */
export function IframeAutoSigninModule({ data, level }: ModuleProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  // Two plain values: a snapshot must be the same value while the store has not changed.
  const token = useStore(sessions.student, (state) => (state.isAuthenticated ? state.token : undefined));
  const userId = useStore(sessions.student, (state) => (state.isAuthenticated ? state.user?.id : undefined));
  const parsed = iframeAutoSigninData.safeParse(data);
  if (!parsed.success) return null;
  const { heading, title, src, origin, height } = parsed.data;
  if (!isSitePath(src) && !/^https?:\/\//i.test(src)) return null;
  const target = trustedFrameOrigin(src, origin, window.location.origin);
  const signIn = () => {
    if (!target || !token || !userId) return;
    const message: FrameSignIn = { type: 'lm:signin', token, user_id: userId };
    frame.current?.contentWindow?.postMessage(message, target);
  };
  return (
    <ModuleSection type="iframeAutoSignin" heading={heading} level={level}>
      <iframe ref={frame} className="cp-frame" title={title} src={src} height={height} loading="lazy" onLoad={signIn} allow="fullscreen" />
    </ModuleSection>
  );
}
