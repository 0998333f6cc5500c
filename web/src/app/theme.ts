import type { SiteSettings } from '@lm/shared';

/**
 * The site's theme (../shared/SPEC.md §3) as CSS: our own custom properties, Amplify UI's
 * (so its components follow the theme without its JavaScript ThemeProvider in
 * the first download), and the site's stylesheet, injected once at start-up.
 */
export function themeCss(settings: Pick<SiteSettings, 'theme' | 'stylesheet'>): string {
  const { color, background, theme_font: font, background_font: backgroundFont } = settings.theme;
  const shade = (percent: number, toward: 'white' | 'black') => `color-mix(in srgb, ${color} ${percent}%, ${toward})`;
  return [
    ':root{',
    `--theme-color:${color};--theme-background:${background};--theme-font:${font};--theme-background-font:${backgroundFont};`,
    `--amplify-colors-primary-10:${shade(10, 'white')};--amplify-colors-primary-20:${shade(25, 'white')};`,
    `--amplify-colors-primary-40:${shade(55, 'white')};--amplify-colors-primary-60:${shade(80, 'white')};`,
    `--amplify-colors-primary-80:${color};--amplify-colors-primary-90:${shade(85, 'black')};--amplify-colors-primary-100:${shade(70, 'black')};`,
    `--amplify-fonts-default-variable:${font};--amplify-fonts-default-static:${font};`,
    '}',
    settings.stylesheet,
  ].join('\n');
}

export function injectStylesheet(settings: Pick<SiteSettings, 'theme' | 'stylesheet'>): void {
  const id = 'site-stylesheet';
  const element = document.getElementById(id) ?? Object.assign(document.createElement('style'), { id });
  element.textContent = themeCss(settings);
  document.head.append(element);
}
