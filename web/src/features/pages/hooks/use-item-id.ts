import { useLocation } from 'react-router-dom';
import { lastPathSegment } from '../utils/text';

/** The item a detail module shows: the id of its data, or (../shared/SPEC.md §2, one page for every item path) the path's last segment. */
export function useItemId(detail: { id: string; from_path: boolean }): string {
  const { pathname } = useLocation();
  return detail.from_path ? lastPathSegment(pathname) : detail.id;
}
