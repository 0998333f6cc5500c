/** How long the browser may take to read a file's first frames' size. */
const READ_MS = 10_000;

/**
 * The picture's height of a video file, as a <video> element that is never shown reads it from
 * its metadata; 0 when the browser cannot play the file (the server then chooses the renditions
 * without it, decision 0032).
 */
export function readVideoHeight(file: Blob, timeoutMs = READ_MS): Promise<number> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (height: number) => {
      clearTimeout(timer);
      video.onloadedmetadata = null;
      video.onerror = null;
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(Number.isFinite(height) ? height : 0);
    };
    const timer = setTimeout(() => done(0), timeoutMs);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => done(video.videoHeight);
    video.onerror = () => done(0);
    video.src = url;
  });
}
