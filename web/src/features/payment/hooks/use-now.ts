import { useEffect, useState } from 'react';

/** The time now (epoch ms), moving on every `everyMs`: what a countdown or a deadline is drawn against. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
