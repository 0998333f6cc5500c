import { useChrome } from '../../../../hooks/use-chrome';
import { headerModuleData } from '../../utils/module-data';
import type { ModuleProps } from '../module-section';

/** One of the site's header styles placed in the page, for pages that switch the system header off. */
export function HeaderModule({ data }: ModuleProps) {
  const chrome = useChrome();
  const parsed = headerModuleData.safeParse(data);
  if (!parsed.success) return null;
  const Header = chrome.headerOf(parsed.data.style);
  return (
    <div className="cp-module cp-module--header" data-module="header" data-style={parsed.data.style}>
      <Header />
    </div>
  );
}
