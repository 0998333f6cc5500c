import type { SiteSettings } from '@lm/shared';
import type { Theme } from '@aws-amplify/ui-react';

/** The Amplify UI theme from the site's theme settings (SPEC §3). */
export function themeOf(theme: SiteSettings['theme']): Theme {
  // ThemeProvider builds the full theme from these overrides.
  return {
    name: 'marketplace',
    tokens: {
      colors: {
        brand: {
          primary: { 80: theme.color, 90: theme.color, 100: theme.color },
        },
        background: { primary: theme.background },
      },
      fonts: { default: { variable: theme.theme_font, static: theme.theme_font } },
    },
  };
}

/** The theme's CSS custom properties and stylesheet, injected once into the document head. */
export function injectStylesheet(settings: Pick<SiteSettings, 'theme' | 'stylesheet'>): void {
  const id = 'site-stylesheet';
  const element = document.getElementById(id) ?? Object.assign(document.createElement('style'), { id });
  const { theme } = settings;
  element.textContent = `:root{--theme-color:${theme.color};--theme-background:${theme.background};--theme-font:${theme.theme_font};--theme-background-font:${theme.background_font}}\n${settings.stylesheet}`;
  document.head.append(element);
}
