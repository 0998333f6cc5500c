import type { CustomPage, PageModule } from '@lm/shared';

/** What /boot.js asked for on a custom page's path, before the application's scripts ran. */
export interface EarlyPage {
  path: string;
  page: Promise<CustomPage>;
  modules: Promise<PageModule[]>;
  /** Settles once /boot.js has painted the page's leading images into the boot shell, or found it could not. */
  shown?: Promise<unknown>;
}

let early: EarlyPage | undefined;
let earlyModules: { pageId: string; modules: Promise<PageModule[]> } | undefined;

export function setEarlyPage(page: EarlyPage | undefined): void {
  early = page;
  earlyModules = undefined;
}

/**
 * The early answer for the page at `path`, once: coming back to the path later, or retrying,
 * asks the API again, since the early answer may be stale by then.
 */
export function takeEarlyPage(path: string): Promise<CustomPage> | undefined {
  if (!early || early.path !== path) return undefined;
  const { page, modules } = early;
  early = undefined;
  return page.then((loaded) => {
    earlyModules = { pageId: loaded.id, modules };
    return loaded;
  });
}

/** The early modules of page `pageId`, once, when the early page was that page. */
export function takeEarlyModules(pageId: string): Promise<PageModule[]> | undefined {
  if (!earlyModules || earlyModules.pageId !== pageId) return undefined;
  const { modules } = earlyModules;
  earlyModules = undefined;
  return modules;
}
