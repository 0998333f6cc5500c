import { useChrome } from '../../../../hooks/use-chrome';
import { footerModuleData } from '../../utils/module-data';
import type { ModuleProps } from '../module-section';

/** One of the site's footer styles placed in the page, for pages that switch the system footer off. */
export function FooterModule({ data }: ModuleProps) {
  const chrome = useChrome();
  const parsed = footerModuleData.safeParse(data);
  if (!parsed.success) return null;
  const Footer = chrome.footerOf(parsed.data.style);
  return (
    <div className="cp-module cp-module--footer" data-module="footer" data-style={parsed.data.style}>
      <Footer />
    </div>
  );
}
