/**
 * Who names the browser tab. Several parts of a screen may ask at once (the back office's frame
 * and a page inside it, a layout and its page, a page and its not-found state): the innermost one
 * shown wins, and when it goes the tab shows what the next one out asked for, whatever order
 * their effects ran or ended in.
 *
 * "Innermost" is the latest to render first: React renders a parent before its children and a
 * newly shown page after what stayed, so each claim takes its place when its component first renders
 * (`titlePlace`), not when its effect runs (children's effects run before their parents').
 */
export interface TitleStack {
  /** A place in the stack, taken when a component first renders. */
  place(): number;
  /** Shows `title` for `place` until the answer is called. */
  claim(place: number, title: string): () => void;
}

export function titleStack(tab: { title: string }): TitleStack {
  let last = 0;
  const claims = new Map<number, string>();
  // The tab's title with no claim: the document's own, from index.html.
  let unclaimed = '';
  const show = () => {
    tab.title = claims.size ? (claims.get(Math.max(...claims.keys())) ?? unclaimed) : unclaimed;
  };
  return {
    place: () => (last += 1),
    claim(place, title) {
      if (!claims.size) unclaimed = tab.title;
      claims.set(place, title);
      show();
      return () => {
        claims.delete(place);
        show();
      };
    },
  };
}

/** The document's tab. */
export const documentTitles: TitleStack = typeof document === 'undefined' ? titleStack({ title: '' }) : titleStack(document);
