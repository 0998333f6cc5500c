import { createStore } from '../../../lib/store';

/** Which master file a screen of several shows (the categories screen: course or product), by screen path. */
export const screenViews = createStore<{ views: Record<string, string> }>({ views: {} });

export const showView = (path: string, key: string) => screenViews.set((state) => ({ views: { ...state.views, [path]: key } }));

export const resetViews = () => screenViews.set({ views: {} });
