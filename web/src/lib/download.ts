import type { FileDownload } from '@lm/shared';

/** A link is used only while it has this much time left: the download must start before it ends. */
const MARGIN_MS = 15_000;

/** Whether a download link still has time to start a download. */
export const isFresh = (link: FileDownload, now = Date.now()) => Date.parse(link.expires_at) - MARGIN_MS > now;

/**
 * The download helper (../shared/SPEC.md §7 "Files"; decision 0038): the API answers a short link
 * for a file (a route's GET), and the browser follows it; storage answers it as an attachment
 * under the file's name, so the page stays where it is.
 */
export function followDownload(link: FileDownload, doc: Document = document): void {
  const anchor = doc.createElement('a');
  anchor.href = link.url;
  anchor.download = link.file_name;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  doc.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** Follows a fresh link, asking for a new one (the route's GET again) when this one is about to end. */
export async function download(link: FileDownload | null, again: () => Promise<FileDownload | null | undefined>): Promise<boolean> {
  const fresh = link && isFresh(link) ? link : await again();
  if (!fresh) return false;
  followDownload(fresh);
  return true;
}
