import { describe, expect, it } from 'vitest';
import { activateTab, closeTab, initialTabsState, openTab, type TabsState } from './tabs';

const courses = { path: '/admin/courses', title: 'masterFiles.courses.title' };
const categories = { path: '/admin/categories', title: 'masterFiles.categories.title' };
const products = { path: '/admin/products', title: 'masterFiles.products.title' };

const three = (): TabsState => [courses, categories, products].reduce(openTab, initialTabsState());

describe('admin tabs (SPEC §4)', () => {
  it('adds a new tab at the end and activates it', () => {
    const state = openTab(openTab(initialTabsState(), courses), categories);
    expect(state).toEqual({ tabs: [courses, categories], active: categories.path });
  });

  it('only activates a tab that is already open, without opening it twice', () => {
    const state = openTab(three(), { ...courses, title: 'another title' });
    expect(state.tabs).toEqual([courses, categories, products]);
    expect(state.active).toBe(courses.path);
  });

  it('activates the previous tab when the active one closes', () => {
    const state = closeTab(three(), products.path);
    expect(state).toEqual({ tabs: [courses, categories], active: categories.path });
    expect(closeTab(activateTab(three(), categories.path), categories.path).active).toBe(courses.path);
  });

  it('activates the next tab when the first one closes, and none when the last one closes', () => {
    expect(closeTab(activateTab(three(), courses.path), courses.path).active).toBe(categories.path);
    expect(closeTab(openTab(initialTabsState(), courses), courses.path)).toEqual({ tabs: [], active: undefined });
  });

  it('keeps the active tab when another one closes', () => {
    const state = closeTab(three(), courses.path);
    expect(state).toEqual({ tabs: [categories, products], active: products.path });
  });

  it('ignores closing or activating a tab that is not open', () => {
    const state = three();
    expect(closeTab(state, '/admin/nothing')).toBe(state);
    expect(activateTab(state, '/admin/nothing')).toBe(state);
  });
});
