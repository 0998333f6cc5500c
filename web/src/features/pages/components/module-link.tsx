import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isSitePath, safeHref } from '../utils/text';

/**
 * A link written in a module's data: site paths go through the router (no reload), other
 * addresses open as plain links; an unusable address leaves the content unlinked.
 */
export function ModuleLink({ href, className, newTab = false, children }: { href: string; className?: string; newTab?: boolean; children: ReactNode }) {
  const target = safeHref(href);
  if (!target) return <span className={className}>{children}</span>;
  if (isSitePath(target) && !newTab) {
    return (
      <Link to={target} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={target} className={className} target={newTab ? '_blank' : undefined} rel={isSitePath(target) ? undefined : 'noopener noreferrer'}>
      {children}
    </a>
  );
}
