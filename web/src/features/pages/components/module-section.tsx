import type { ModuleType } from '@lm/shared';
import { useId, type ReactNode } from 'react';

export interface ModuleProps {
  data: unknown;
  /** ../shared/SPEC.md §2: the first list-type module of the page. */
  headTag: boolean;
  level: 2 | 3;
  /** Shown in the first paint: its images load at once, at high priority, as the likely largest paint. */
  priority?: boolean;
}

/** A module's frame: its type as `data-module`, and its heading (h2 or h3) naming the section. */
export function ModuleSection({ type, heading, level, label, headTag = false, children }: { type: ModuleType; heading: string; level: 2 | 3; label?: string; headTag?: boolean; children: ReactNode }) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      className={`cp-module cp-module--${type}`}
      data-module={type}
      data-head-tag={headTag || undefined}
      aria-labelledby={heading ? id : undefined}
      aria-label={heading ? undefined : label}
    >
      {heading && (
        <Heading id={id} className="cp-module__heading">
          {heading}
        </Heading>
      )}
      {children}
    </section>
  );
}
