import type { Notice } from '../hooks/use-noticed-action';

/** The page's last notice: a status when done, an alert when it failed. */
export function NoticeLine({ notice }: { notice: Notice }) {
  return notice ? <p role={notice.kind === 'done' ? 'status' : 'alert'}>{notice.message}</p> : null;
}
