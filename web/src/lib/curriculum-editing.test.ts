import type { CurriculumSection } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import {
  addLesson,
  draftOf,
  dropLesson,
  dropSection,
  emptyLesson,
  emptySection,
  errorsOfPresent,
  findLesson,
  holdsContent,
  issuesOfOutline,
  lessonMoveTarget,
  minutesOf,
  moveLesson,
  moveSection,
  outlineErrorsOf,
  outlineKey,
  payloadOf,
  positionOf,
  removeLesson,
  removeSection,
  updateLesson,
  withSavedIds,
  type DraftSection,
} from './curriculum-editing';

const lesson = (id: string, title: string, extra: Partial<CurriculumSection['lessons'][number]> = {}): CurriculumSection['lessons'][number] => ({
  id,
  title,
  duration_minutes: 10,
  kind: 'text',
  video_id: '',
  file_id: '',
  quiz_id: '',
  body: `${title} notes`,
  url: '',
  free_preview: false,
  ...extra,
});

/** Two sections as GET /api/courses/{id}/curriculum answers them. */
const SAVED: CurriculumSection[] = [
  { title: 'DataFrames', lessons: [lesson('loading', 'Loading CSV', { free_preview: true }), lesson('selecting', 'Selecting')] },
  { title: 'Analysis', lessons: [lesson('group-by', 'Group by'), lesson('charts', 'Charts'), lesson('report', 'A sales report')] },
];

const keys = () => {
  let next = 0;
  return () => `k${++next}`;
};
const draft = () => draftOf(SAVED, keys());
/** Each section's title and its lessons' titles, in order. */
const titles = (sections: readonly DraftSection[]) => sections.map((section) => [section.title, section.lessons.map((one) => one.title)]);

describe('the curriculum editor’s outline', () => {
  it('holds the saved outline with a key for each section and lesson, and sends it back as it was', () => {
    const sections = draft();
    expect(sections.map((section) => section.key)).toEqual(['k1', 'k4']);
    expect(sections[0]?.lessons[0]).toEqual({ key: 'k2', id: 'loading', title: 'Loading CSV', minutes: '10', kind: 'text', video_id: '', file_id: '', quiz_id: '', body: 'Loading CSV notes', url: '', free_preview: true });
    expect(payloadOf(sections)).toEqual({ sections: SAVED });
  });

  it('moves a section up and down, and leaves it at either end', () => {
    const sections = draft();
    expect(titles(moveSection(sections, 1, -1)).map(([title]) => title)).toEqual(['Analysis', 'DataFrames']);
    expect(titles(moveSection(sections, 0, 1)).map(([title]) => title)).toEqual(['Analysis', 'DataFrames']);
    expect(moveSection(sections, 0, -1)).toEqual(sections);
    expect(moveSection(sections, 1, 1)).toEqual(sections);
  });

  it('drops a section before another or last', () => {
    const sections = [...draft(), { ...emptySection('k9'), title: 'Projects' }];
    expect(titles(dropSection(sections, 2, 0)).map(([title]) => title)).toEqual(['Projects', 'DataFrames', 'Analysis']);
    expect(titles(dropSection(sections, 0, 3)).map(([title]) => title)).toEqual(['Analysis', 'Projects', 'DataFrames']);
    expect(titles(dropSection(sections, 0, 2)).map(([title]) => title)).toEqual(['Analysis', 'DataFrames', 'Projects']);
    // Dropped where it is: nothing moves.
    expect(dropSection(sections, 1, 1)).toEqual(sections);
    expect(dropSection(sections, 1, 2)).toEqual(sections);
  });

  it('moves a lesson within its section, then past its ends into the section before or after', () => {
    const sections = draft();
    expect(titles(moveLesson(sections, { section: 1, lesson: 1 }, -1))[1]).toEqual(['Analysis', ['Charts', 'Group by', 'A sales report']]);
    expect(titles(moveLesson(sections, { section: 1, lesson: 1 }, 1))[1]).toEqual(['Analysis', ['Group by', 'A sales report', 'Charts']]);
    // The first lesson of the second section goes to the end of the first; the last of the first to the start of the second.
    expect(titles(moveLesson(sections, { section: 1, lesson: 0 }, -1))).toEqual([
      ['DataFrames', ['Loading CSV', 'Selecting', 'Group by']],
      ['Analysis', ['Charts', 'A sales report']],
    ]);
    expect(titles(moveLesson(sections, { section: 0, lesson: 1 }, 1))).toEqual([
      ['DataFrames', ['Loading CSV']],
      ['Analysis', ['Selecting', 'Group by', 'Charts', 'A sales report']],
    ]);
    // The curriculum's first and last places stay.
    expect(lessonMoveTarget(sections, { section: 0, lesson: 0 }, -1)).toBeUndefined();
    expect(lessonMoveTarget(sections, { section: 1, lesson: 2 }, 1)).toBeUndefined();
    expect(moveLesson(sections, { section: 0, lesson: 0 }, -1)).toEqual(sections);
  });

  it('moves a lesson into an empty section next to it', () => {
    const sections = [draft()[0]!, emptySection('empty'), draft()[1]!];
    expect(lessonMoveTarget(sections, { section: 0, lesson: 1 }, 1)).toEqual({ section: 1, lesson: 0 });
    expect(titles(moveLesson(sections, { section: 0, lesson: 1 }, 1))[1]).toEqual(['', ['Selecting']]);
    expect(titles(moveLesson(sections, { section: 2, lesson: 0 }, -1))[1]).toEqual(['', ['Group by']]);
  });

  it('drops a lesson before another of its section, of another section, or last in an empty one', () => {
    const sections = [...draft(), emptySection('empty')];
    expect(titles(dropLesson(sections, { section: 1, lesson: 2 }, { section: 1, before: 0 }))[1]).toEqual(['Analysis', ['A sales report', 'Group by', 'Charts']]);
    expect(titles(dropLesson(sections, { section: 1, lesson: 0 }, { section: 1, before: 3 }))[1]).toEqual(['Analysis', ['Charts', 'A sales report', 'Group by']]);
    expect(titles(dropLesson(sections, { section: 0, lesson: 0 }, { section: 1, before: 1 })).slice(0, 2)).toEqual([
      ['DataFrames', ['Selecting']],
      ['Analysis', ['Group by', 'Loading CSV', 'Charts', 'A sales report']],
    ]);
    expect(titles(dropLesson(sections, { section: 1, lesson: 1 }, { section: 2, before: 0 }))[2]).toEqual(['', ['Charts']]);
    // Places that are not there change nothing.
    expect(dropLesson(sections, { section: 0, lesson: 5 }, { section: 1, before: 0 })).toEqual(sections);
    expect(dropLesson(sections, { section: 0, lesson: 0 }, { section: 1, before: 4 })).toEqual(sections);
  });

  it('keeps every lesson’s key and id through moves, so progress stays with its lesson', () => {
    const sections = draft();
    const moved = moveLesson(moveSection(sections, 1, -1), { section: 0, lesson: 0 }, 1);
    const ids = (list: readonly DraftSection[]) => new Map(list.flatMap((section) => section.lessons.map((one) => [one.key, one.id] as const)));
    expect(ids(moved)).toEqual(ids(sections));
    expect(findLesson(moved, sections[1]!.lessons[0]!.key)).toEqual({ section: 0, lesson: 1 });
    expect(positionOf({ section: 0, lesson: 1 })).toBe('1.2');
  });

  it('sends new lessons with an empty id and only what each kind holds', () => {
    let sections = [...draft(), { ...emptySection('new'), title: '  Projects ' }];
    sections = addLesson(sections, 'new', { ...emptyLesson('video-1'), title: 'Welcome', minutes: '5', video_id: 'video-demo-welcome', body: 'typed before the kind changed' });
    sections = addLesson(sections, 'new', { ...emptyLesson('link-1', 'link'), title: 'Docs', url: ' https://pandas.pydata.org/docs/ ', video_id: 'left over' });
    sections = addLesson(sections, 'new', { ...emptyLesson('later', 'placeholder'), title: 'Quiz', minutes: '' });
    sections = addLesson(sections, 'new', { ...emptyLesson('sheet', 'file'), title: 'Cheat sheet', file_id: 'file-1', url: 'left over' });
    sections = addLesson(sections, 'new', { ...emptyLesson('check', 'quiz'), title: 'Check', quiz_id: ' quiz-python-basics ', file_id: 'left over' });
    expect(payloadOf(sections).sections[2]).toEqual({
      title: 'Projects',
      lessons: [
        { id: '', title: 'Welcome', duration_minutes: 5, kind: 'video', video_id: 'video-demo-welcome', file_id: '', quiz_id: '', body: '', url: '', free_preview: false },
        { id: '', title: 'Docs', duration_minutes: 0, kind: 'link', video_id: '', file_id: '', quiz_id: '', body: '', url: 'https://pandas.pydata.org/docs/', free_preview: false },
        { id: '', title: 'Quiz', duration_minutes: 0, kind: 'placeholder', video_id: '', file_id: '', quiz_id: '', body: '', url: '', free_preview: false },
        { id: '', title: 'Cheat sheet', duration_minutes: 0, kind: 'file', video_id: '', file_id: 'file-1', quiz_id: '', body: '', url: '', free_preview: false },
        { id: '', title: 'Check', duration_minutes: 0, kind: 'quiz', video_id: '', file_id: '', quiz_id: 'quiz-python-basics', body: '', url: '', free_preview: false },
      ],
    });
  });

  it('tells whether the outline differs from the saved one, whatever the keys', () => {
    const saved = outlineKey(draft());
    expect(outlineKey(draftOf(SAVED, () => 'other'))).toBe(saved);
    const moved = moveSection(draft(), 1, -1);
    expect(outlineKey(moved)).not.toBe(saved);
    expect(outlineKey(moveSection(moved, 0, 1))).toBe(saved);
  });

  it('reads minutes as whole numbers from 0 to 10,000, empty being 0', () => {
    expect([minutesOf(''), minutesOf(' 12 '), minutesOf('10000')]).toEqual([0, 12, 10_000]);
    for (const text of ['1.5', '-3', 'ten', '10001']) expect(minutesOf(text), text).toBeNaN();
  });

  it('asks before removing a lesson only when it holds something of its kind', () => {
    const base = emptyLesson('x');
    expect(holdsContent(base)).toBe(false);
    expect(holdsContent({ ...base, video_id: 'video-1' })).toBe(true);
    expect(holdsContent({ ...base, kind: 'text', body: '  ' })).toBe(false);
    expect(holdsContent({ ...base, kind: 'text', body: 'Notes' })).toBe(true);
    expect(holdsContent({ ...base, kind: 'link', url: 'https://example.com', title: 'Docs' })).toBe(true);
    expect(holdsContent({ ...base, kind: 'file', file_id: 'file-1' })).toBe(true);
    expect(holdsContent({ ...base, kind: 'quiz', quiz_id: 'quiz-1' })).toBe(true);
    // A title alone, or the text of another kind, is not what it holds.
    expect(holdsContent({ ...base, kind: 'placeholder', title: 'Quiz', body: 'old text' })).toBe(false);
    const sections = removeLesson(draft(), 'k2');
    expect(titles(sections)[0]).toEqual(['DataFrames', ['Selecting']]);
    expect(updateLesson(sections, 'k3', { title: 'Filtering' })[0]?.lessons[0]?.title).toBe('Filtering');
  });

  it('checks the outline with the shared schema before sending, by path', () => {
    let sections = [...draft(), emptySection('new')];
    sections = addLesson(sections, 'new', { ...emptyLesson('n1'), minutes: 'ten' });
    expect(Object.keys(issuesOfOutline(sections)).sort()).toEqual(['sections.2.lessons.0.duration_minutes', 'sections.2.lessons.0.title', 'sections.2.title']);
    expect(issuesOfOutline(draft())).toEqual({});
    // A lesson's kind needs (a video, a text, a link) are the server's to check.
    expect(issuesOfOutline(addLesson(draft(), 'k1', { ...emptyLesson('n2'), title: 'Welcome' }))).toEqual({});
  });

  it('places the server’s refusals beside the lesson or section they name, in the outline as sent, and the others apart', () => {
    const sections = draft();
    const errors = outlineErrorsOf(
      {
        'sections.1.lessons.2.video_id': ['Lesson "A sales report" needs its video.'],
        'sections.0.lessons.1': ['Lesson id selecting is used twice.'],
        'sections.0.title': ['section title is required.'],
        'sections.1.lessons.0.url': ['A lesson link is an https address.', 'second message'],
        'sections.4.lessons.0.title': ['past the end'],
        sections: ['A curriculum holds at most 100 sections.'],
        body: ['A curriculum holds at most 100 sections.'],
      },
      sections,
    );
    expect(errors.lessons).toEqual(
      new Map([
        ['k7', { video_id: 'Lesson "A sales report" needs its video.' }],
        ['k3', { '': 'Lesson id selecting is used twice.' }],
        ['k5', { url: 'A lesson link is an https address.' }],
      ]),
    );
    expect(errors.sections).toEqual(new Map([['k1', { title: 'section title is required.' }]]));
    expect(errors.general).toEqual(['past the end', 'A curriculum holds at most 100 sections.']);
  });

  it('forgets the messages of a lesson or a section once it is removed', () => {
    const sections = draft();
    const errors = outlineErrorsOf({ 'sections.0.lessons.0.title': ['a'], 'sections.1.lessons.0.title': ['b'], 'sections.1.title': ['c'], sections: ['d'] }, sections);
    const left = errorsOfPresent(errors, removeLesson(removeSection(sections, 'k4'), 'nothing'));
    expect(left).toEqual({ lessons: new Map([['k2', { title: 'a' }]]), sections: new Map(), general: ['d'] });
    expect(errorsOfPresent(errors, removeLesson(sections, 'k2')).lessons).toEqual(new Map([['k5', { title: 'b' }]]));
  });

  it('gives new lessons the ids of the answer once saved, keeping the others’ and edits made meanwhile', () => {
    const sent = addLesson(draft(), 'k1', { ...emptyLesson('new-1', 'text'), title: 'Recap', body: 'Notes' });
    const answer = payloadOf(sent).sections.map((section, s) => ({
      title: section.title,
      lessons: (section.lessons ?? []).map((one, l) => ({ ...lesson('', ''), ...one, id: one.id || `made-${s}-${l}` })),
    })) as CurriculumSection[];
    // While the save was under way the new lesson was moved into the next section.
    const now = moveLesson(moveLesson(sent, { section: 0, lesson: 2 }, 1), { section: 1, lesson: 0 }, 1);
    const saved = withSavedIds(now, sent, answer);
    expect(saved[1]?.lessons.map((one) => [one.key, one.id])).toEqual([
      ['k5', 'group-by'],
      ['new-1', 'made-0-2'],
      ['k6', 'charts'],
      ['k7', 'report'],
    ]);
    expect(saved[0]?.lessons.map((one) => one.id)).toEqual(['loading', 'selecting']);
  });
});
