/** Plain text with blank lines between paragraphs, as the paragraphs. */
export function paragraphs(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** The last segment of a path (`/instructor/somchai/` gives `somchai`), decoded; empty for `/`. */
export function lastPathSegment(pathname: string): string {
  const segment = pathname.split('/').filter(Boolean).at(-1) ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A link within the site (`/courses`), which the router follows without reloading the page. */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * A link from module data as the page may use it: a site path, an anchor, or an http(s), mailto or
 * tel address; undefined for anything else (a `javascript:` address never becomes a link).
 */
export function safeHref(href: string): string | undefined {
  const value = href.trim();
  if (!value) return undefined;
  if (isSitePath(value) || value.startsWith('#')) return value;
  try {
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(new URL(value).protocol) ? value : undefined;
  } catch {
    return undefined;
  }
}
