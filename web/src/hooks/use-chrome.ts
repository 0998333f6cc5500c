import { createContext, useContext, type ComponentType } from 'react';

/** The site's header and footer styles by their settings names (../shared/SPEC.md §3 header_style_name, footer_style_name). */
export interface Chrome {
  headerOf(name: string | undefined): ComponentType;
  footerOf(name: string | undefined): ComponentType;
}

/** Given by the app, whose shell owns the header and footer; the header and footer modules of a custom page draw them. */
export const ChromeContext = createContext<Chrome | undefined>(undefined);

export function useChrome(): Chrome {
  const chrome = useContext(ChromeContext);
  if (!chrome) throw new Error('The header and footer styles are read outside the app.');
  return chrome;
}
