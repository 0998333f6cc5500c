import { describe, expect, it } from 'vitest';
import { titleStack } from './document-title';

describe("the tab's title", () => {
  it('is the innermost claim, whichever effect ran first, and the next one out when it goes', () => {
    const tab = { title: 'Learning Marketplace' };
    const titles = titleStack(tab);
    const frame = titles.place();
    const page = titles.place();
    // A child's effect runs before its parent's.
    const leavePage = titles.claim(page, 'Orders | Learning Marketplace Admin');
    const leaveFrame = titles.claim(frame, 'Learning Marketplace Admin');
    expect(tab.title).toBe('Orders | Learning Marketplace Admin');
    leavePage();
    expect(tab.title).toBe('Learning Marketplace Admin');
    leaveFrame();
    expect(tab.title).toBe('Learning Marketplace');
  });

  it('goes to the page shown next, and back to the frame when the frame ends first', () => {
    const tab = { title: 'Site' };
    const titles = titleStack(tab);
    const frame = titles.place();
    const leaveFrame = titles.claim(frame, 'Frame');
    const leaveFirst = titles.claim(titles.place(), 'First page');
    const next = titles.place();
    leaveFirst();
    expect(tab.title).toBe('Frame');
    const leaveNext = titles.claim(next, 'Next page');
    expect(tab.title).toBe('Next page');
    leaveFrame();
    expect(tab.title).toBe('Next page');
    leaveNext();
    expect(tab.title).toBe('Site');
  });

  it('takes a new title in the same place when the page learns its name', () => {
    const tab = { title: 'Site' };
    const titles = titleStack(tab);
    const frame = titles.place();
    const page = titles.place();
    titles.claim(frame, 'Frame');
    const loading = titles.claim(page, 'Course | Site');
    loading();
    titles.claim(page, 'SQL for analysts | Site');
    expect(tab.title).toBe('SQL for analysts | Site');
  });
});
