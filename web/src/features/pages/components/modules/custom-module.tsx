import DOMPurify from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { customData } from '../../utils/module-data';
import { isSitePath } from '../../utils/text';
import { ModuleSection, type ModuleProps } from '../module-section';

/**
 * HTML from the builder is still sanitised: an administrator's account can be taken over, and the
 * page is where visitors' sessions live. No scripts, event handlers, frames, forms or styles.
 */
const PURIFY = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};

let hooked = false;
function sanitise(html: string): string {
  if (!hooked) {
    // A link that opens another tab must not hand that tab this page (window.opener).
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, PURIFY);
}

/** The builder's own HTML, sanitised; its links within the site go through the router. */
export function CustomModule({ data, level }: ModuleProps) {
  const navigate = useNavigate();
  const parsed = customData.safeParse(data);
  const html = useMemo(() => (parsed.success ? sanitise(parsed.data.html) : ''), [parsed.success, parsed.data?.html]);
  if (!parsed.success || !html.trim()) return null;
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !isSitePath(href) || anchor.target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <ModuleSection type="custom" heading={parsed.data.heading} level={level}>
      {/* Sanitised above; a click on a site link is handled by the router. */}
      <div className="cp-custom" onClick={follow} dangerouslySetInnerHTML={{ __html: html }} />
    </ModuleSection>
  );
}
