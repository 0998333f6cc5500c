import { createStore } from '../../../lib/store';

/** An open master-file screen: its path, and the i18n key of its title. */
export interface AdminTab {
  path: string;
  title: string;
}

export interface TabsState {
  tabs: AdminTab[];
  /** The path of the active tab. */
  active?: string;
}

export const initialTabsState = (): TabsState => ({ tabs: [], active: undefined });

/** ../shared/SPEC.md §4: opening a tab that is already open only activates it; a new one is added and activated. */
export function openTab(state: TabsState, tab: AdminTab): TabsState {
  if (state.tabs.some((open) => open.path === tab.path)) return { ...state, active: tab.path };
  return { tabs: [...state.tabs, tab], active: tab.path };
}

export function activateTab(state: TabsState, path: string): TabsState {
  return state.tabs.some((open) => open.path === path) ? { ...state, active: path } : state;
}

/**
 * §4: closing a tab activates the previous one (the next one when the
 * first is closed, none when it was the last). Closing an inactive tab keeps
 * the active one.
 */
export function closeTab(state: TabsState, path: string): TabsState {
  const index = state.tabs.findIndex((open) => open.path === path);
  if (index < 0) return state;
  const tabs = state.tabs.filter((_, i) => i !== index);
  if (state.active !== path) return { ...state, tabs };
  return { tabs, active: tabs[Math.max(0, index - 1)]?.path };
}

/** The back office's open tabs, for as long as the page lives. */
export const adminTabs = createStore<TabsState>(initialTabsState());

export const resetTabs = () => adminTabs.set(initialTabsState());
