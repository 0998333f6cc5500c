/** Zoom and broadcast classes (decision 0051), for the class room page to show by the session's kind. */
export { ZoomJoin } from './components/zoom-join';
export { BroadcastView } from './components/broadcast-view';
