import { createContext, useContext } from 'react';
import type { RouteMatch } from './route-table';

export const RouteContext = createContext<RouteMatch | undefined>(undefined);

/** The customer route that matched, with its parameters. */
export function useRoute(): RouteMatch {
  const match = useContext(RouteContext);
  if (!match) throw new Error('useRoute is used outside the customer router.');
  return match;
}
