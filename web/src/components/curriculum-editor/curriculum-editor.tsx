import { Alert, Button, Flex, Heading, Loader, Text, TextField, VisuallyHidden } from '@aws-amplify/ui-react';
import { ERRORS, type CurriculumSection, type RouteRef } from '@lm/shared';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addLesson,
  draftOf,
  dropLesson,
  dropSection,
  emptyLesson,
  emptySection,
  errorsOfPresent,
  findLesson,
  hasErrors,
  holdsContent,
  issuesOfOutline,
  lessonMoveTarget,
  moveLesson,
  moveSection,
  outlineErrorsOf,
  outlineKey,
  payloadOf,
  positionOf,
  removeLesson,
  removeSection,
  updateLesson,
  updateSection,
  withSavedIds,
  type CurriculumPayload,
  type DraftLesson,
  type DraftSection,
  type OutlineErrors,
} from '../../lib/curriculum-editing';
import { formMessage } from '../../lib/form-messages';
import { localMessageOf } from '../../lib/messages';
import { notify } from '../../lib/notifications';
import { noticeOfSave, outcomeOfSaveError } from '../../lib/save-outcome';
import { ConfirmDialog } from '../confirm-dialog';
import './curriculum-editor.css';
import { CurriculumLesson, type DropPlace, type FocusTarget, type UploadLessonFile, type VideoChoices } from './curriculum-lesson';
import { CURRICULUM_WORDS } from './i18n';
import type { TitledChoices } from './titled-select';

export type { VideoChoice, VideoChoices } from './curriculum-lesson';
export type { TitledChoice, TitledChoices } from './titled-select';

const NO_ERRORS: OutlineErrors = { lessons: new Map(), sections: new Map(), general: [] };

let lastKey = 0;
const nextKey = () => `c${++lastKey}`;

/** A course's outline as its editor reads and saves it. */
export interface CurriculumAnswer {
  sections: CurriculumSection[];
}

export interface CurriculumEditorProps {
  /** The course, named in the notice of a save. */
  courseName: string;
  /** The course's outline as read through the caller's route (a query's state), read fresh each time the editor opens. */
  curriculum: { isPending: boolean; isError: boolean; error: unknown; data: CurriculumAnswer | undefined };
  /** Saves the whole outline through the caller's route; answers it as saved, new lessons with their ids. */
  save(body: CurriculumPayload): Promise<CurriculumAnswer>;
  /** The route `save` calls, named in the log when the server cannot be reached. */
  saveRoute: Pick<RouteRef, 'method' | 'path'>;
  /** The videos a video lesson may show, read through the caller's route. */
  videos: VideoChoices | undefined;
  /** Sends a file lesson's file (the back office's one-field upload); without it a file lesson names its file by id. */
  uploadFile?: UploadLessonFile;
  /** What the video list says when it offers none (where videos come from differs by area). */
  noVideos?: string;
  /** The quizzes a quiz lesson may show, read through the caller's route. */
  quizzes?: TitledChoices;
  /** The homework a homework lesson may show, read through the caller's route. */
  homework?: TitledChoices;
  /** Told what was saved. */
  onSaved?(sections: CurriculumSection[]): void;
}

/**
 * A course's curriculum (decisions 0033, 0037): sections of lessons in order, each lesson of a kind
 * with what it holds, arranged by drag and drop or by the Move up and Move down buttons, and saved
 * whole with one button. The server's refusals are shown beside the lesson or section they name.
 * The back office and the instructor area each give it their routes.
 */
export function CurriculumEditor({ curriculum, ...props }: CurriculumEditorProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const word = (key: string) => t(`${CURRICULUM_WORDS}.${key}`);
  return (
    <section className="curriculum__body" aria-labelledby={titleId}>
      <Heading level={2} id={titleId}>
        {word('title')}
      </Heading>
      {curriculum.isPending && <Loader variation="linear" aria-label={word('loading')} />}
      {curriculum.isError && (
        <Alert variation="error" role="alert">
          {localMessageOf(t, curriculum.error, word('loadFailed'))}
        </Alert>
      )}
      {curriculum.data && <OutlineEditor {...props} saved={curriculum.data.sections} />}
    </section>
  );
}

type EditorProps = Omit<CurriculumEditorProps, 'curriculum'> & { saved: readonly CurriculumSection[] };

type Dragged = { kind: 'section' | 'lesson'; key: string };
type Asking = { kind: 'section' | 'lesson'; key: string; name: string };

function OutlineEditor({ courseName, saved, save: send, saveRoute, videos, noVideos, quizzes, homework, uploadFile, onSaved }: EditorProps) {
  const { t } = useTranslation();
  const word = (key: string, params: Record<string, string | number> = {}) => t(`${CURRICULUM_WORDS}.${key}`, params);
  const [sections, setSections] = useState<DraftSection[]>(() => draftOf(saved, nextKey));
  const [savedKey, setSavedKey] = useState(() => outlineKey(sections));
  const [errors, setErrors] = useState<OutlineErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  const [asking, setAsking] = useState<Asking>();
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState<{ key: string; target: FocusTarget }>();
  const [drop, setDrop] = useState<{ key: string; place: DropPlace }>();
  const [dragging, setDragging] = useState<string>();
  const dragged = useRef<Dragged>(undefined);
  const elements = useRef(new Map<string, HTMLElement>());
  const addSectionButton = useRef<HTMLButtonElement>(null);
  const dirty = outlineKey(sections) !== savedKey;

  // Keyboard users keep their place: the moved item's button (or the other one at either end), a new item's title.
  useEffect(() => {
    if (!focus) return;
    if (focus.key === '') addSectionButton.current?.focus();
    else {
      const other = focus.target === 'up' ? 'down' : focus.target === 'down' ? 'up' : focus.target;
      const wanted = elements.current.get(`${focus.key}:${focus.target}`) as HTMLButtonElement | undefined;
      const target = wanted && !wanted.disabled ? wanted : elements.current.get(`${focus.key}:${other}`);
      target?.focus();
    }
    setFocus(undefined);
  }, [focus, sections]);

  const register = (key: string, target: FocusTarget, element: HTMLElement | null) => {
    if (element) elements.current.set(`${key}:${target}`, element);
    else elements.current.delete(`${key}:${target}`);
  };
  const sectionName = (section: DraftSection) => section.title.trim() || word('untitledSection');
  const lessonName = (lesson: DraftLesson) => lesson.title.trim() || word('untitledLesson');
  /** Messages in the reader's language, the fields they name in the editor's words. */
  const labels = { 'lesson title': word('lessonTitle'), 'section title': word('sectionTitle') };
  const local = (messages: Record<string, string> | undefined) =>
    messages && Object.fromEntries(Object.entries(messages).map(([field, message]) => [field, formMessage(t, message, labels)]));

  /** A field edited is no longer what a message said of it. */
  function forget(map: 'lessons' | 'sections', key: string, fields: readonly string[]) {
    const found = errors[map].get(key);
    if (!found || !fields.some((field) => field in found)) return;
    const next = new Map(errors[map]);
    const rest = Object.fromEntries(Object.entries(found).filter(([field]) => !fields.includes(field)));
    if (Object.keys(rest).length > 0) next.set(key, rest);
    else next.delete(key);
    setErrors({ ...errors, [map]: next });
  }

  function changeLesson(key: string, patch: Partial<Omit<DraftLesson, 'key'>>) {
    setSections((current) => updateLesson(current, key, patch));
    const fields = Object.keys(patch).map((field) => (field === 'minutes' ? 'duration_minutes' : field));
    forget('lessons', key, patch.kind ? [...fields, 'video_id', 'body', 'url'] : fields);
  }

  function changeSectionTitle(key: string, title: string) {
    setSections((current) => updateSection(current, key, { title }));
    forget('sections', key, ['title']);
  }

  function addSection() {
    const section = emptySection(nextKey());
    setSections((current) => [...current, section]);
    setAnnouncement(word('sectionAdded', { position: sections.length + 1 }));
    setFocus({ key: section.key, target: 'title' });
  }

  function addLessonTo(index: number) {
    const section = sections[index];
    if (!section) return;
    const lesson = emptyLesson(nextKey());
    setSections((current) => addLesson(current, section.key, lesson));
    setAnnouncement(word('lessonAdded', { position: positionOf({ section: index, lesson: section.lessons.length }) }));
    setFocus({ key: lesson.key, target: 'title' });
  }

  function moveSectionBy(index: number, by: -1 | 1) {
    const section = sections[index];
    if (!section) return;
    setSections(moveSection(sections, index, by));
    setAnnouncement(word('sectionMoved', { name: sectionName(section), position: index + by + 1, count: sections.length }));
    setFocus({ key: section.key, target: by === -1 ? 'up' : 'down' });
  }

  function moveLessonBy(key: string, by: -1 | 1) {
    const at = findLesson(sections, key);
    const target = at && lessonMoveTarget(sections, at, by);
    const lesson = at && sections[at.section]?.lessons[at.lesson];
    if (!at || !target || !lesson) return;
    const next = moveLesson(sections, at, by);
    setSections(next);
    const now = findLesson(next, key);
    if (now) setAnnouncement(word('lessonMoved', { name: lessonName(lesson), position: positionOf(now) }));
    setFocus({ key, target: by === -1 ? 'up' : 'down' });
  }

  function removeNow(kind: Asking['kind'], key: string, name: string) {
    const next = kind === 'lesson' ? removeLesson(sections, key) : removeSection(sections, key);
    const at = kind === 'lesson' ? findLesson(sections, key) : undefined;
    const section = at ? sections[at.section] : undefined;
    setSections(next);
    setErrors(errorsOfPresent(errors, next));
    setAnnouncement(word(kind === 'lesson' ? 'lessonRemoved' : 'sectionRemoved', { name }));
    // The focus goes to the section's Add lesson, or to Add section when the section went.
    setFocus(section ? { key: section.key, target: 'add' } : { key: '', target: 'add' });
    setAsking(undefined);
  }

  // Asks first only when something put in the lesson would go with it.
  function askToRemoveLesson(lesson: DraftLesson) {
    if (holdsContent(lesson)) setAsking({ kind: 'lesson', key: lesson.key, name: lessonName(lesson) });
    else removeNow('lesson', lesson.key, lessonName(lesson));
  }

  function askToRemoveSection(section: DraftSection) {
    if (section.lessons.some(holdsContent)) setAsking({ kind: 'section', key: section.key, name: sectionName(section) });
    else removeNow('section', section.key, sectionName(section));
  }

  // Native drag and drop: a section or a lesson is picked up by its handle and dropped before or after another.
  const startDrag = (kind: Dragged['kind'], key: string) => (event: DragEvent<HTMLElement>) => {
    dragged.current = { kind, key };
    setDragging(key);
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', key);
    const card = event.currentTarget.closest('li');
    if (card) event.dataTransfer.setDragImage(card, 16, 16);
  };
  const endDrag = () => {
    dragged.current = undefined;
    setDragging(undefined);
    setDrop(undefined);
  };
  const half = (event: DragEvent<HTMLElement>): DropPlace => {
    const box = event.currentTarget.getBoundingClientRect();
    return event.clientY < box.top + box.height / 2 ? 'before' : 'after';
  };
  const showDrop = (key: string, place: DropPlace) => setDrop((current) => (current?.key === key && current.place === place ? current : { key, place }));

  function overSection(event: DragEvent<HTMLLIElement>, section: DraftSection) {
    const held = dragged.current;
    if (!held) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    // A lesson held over a section (not over one of its lessons) goes last in it.
    showDrop(section.key, held.kind === 'section' ? half(event) : 'end');
  }

  function dropOnSection(event: DragEvent<HTMLLIElement>, index: number) {
    const held = dragged.current;
    if (!held) return;
    event.preventDefault();
    const place = half(event);
    endDrag();
    if (held.kind === 'section') {
      const from = sections.findIndex((section) => section.key === held.key);
      const moved = sections[from];
      if (!moved) return;
      const next = dropSection(sections, from, place === 'before' ? index : index + 1);
      setSections(next);
      setAnnouncement(word('sectionMoved', { name: sectionName(moved), position: next.indexOf(moved) + 1, count: next.length }));
    } else {
      const target = sections[index];
      if (target) dropLessonAt(held.key, index, target.lessons.length);
    }
  }

  function overLesson(event: DragEvent<HTMLLIElement>, lesson: DraftLesson) {
    if (dragged.current?.kind !== 'lesson') return;
    event.preventDefault();
    event.stopPropagation();
    event.dataTransfer.dropEffect = 'move';
    showDrop(lesson.key, half(event));
  }

  function dropOnLesson(event: DragEvent<HTMLLIElement>, section: number, lesson: number) {
    const held = dragged.current;
    if (held?.kind !== 'lesson') return;
    event.preventDefault();
    event.stopPropagation();
    const place = half(event);
    endDrag();
    dropLessonAt(held.key, section, place === 'before' ? lesson : lesson + 1);
  }

  function dropLessonAt(key: string, section: number, before: number) {
    const from = findLesson(sections, key);
    const lesson = from && sections[from.section]?.lessons[from.lesson];
    if (!from || !lesson) return;
    const next = dropLesson(sections, from, { section, before });
    setSections(next);
    const now = findLesson(next, key);
    if (now) setAnnouncement(word('lessonMoved', { name: lessonName(lesson), position: positionOf(now) }));
  }

  async function save() {
    const sent = sections;
    const issues = issuesOfOutline(sent);
    if (Object.keys(issues).length > 0) {
      setErrors(outlineErrorsOf(issues, sent));
      notify({ level: 'error', message: word('fix'), durationMs: ERRORS.errorField.notice });
      return;
    }
    setSaving(true);
    try {
      const answer = await send(payloadOf(sent));
      // New lessons take the ids the server gave them, so the next save keeps them (progress names them).
      setSections((current) => withSavedIds(current, sent, answer.sections));
      setSavedKey(outlineKey(withSavedIds(sent, sent, answer.sections)));
      setErrors(NO_ERRORS);
      onSaved?.(answer.sections);
      notify(noticeOfSave({ kind: 'saved', message: word('saved', { name: courseName }) })!);
    } catch (error) {
      const outcome = outcomeOfSaveError(error);
      if (outcome.kind === 'badResponse') console.error(ERRORS.badResponse.message, `${saveRoute.method} ${saveRoute.path}`);
      if (outcome.kind === 'refused') {
        const found = outlineErrorsOf(outcome.fields, sent);
        // A refusal that names no lesson or section is told at the top.
        setErrors(hasErrors(found) ? found : { ...found, general: [localMessageOf(t, error, word('saveFailed'))] });
      }
      const notice = noticeOfSave(outcome.kind === 'refused' ? { ...outcome, message: localMessageOf(t, error, word('saveFailed')) } : outcome);
      if (notice) notify(notice);
    } finally {
      setSaving(false);
    }
  }

  const named = errors.lessons.size > 0 || errors.sections.size > 0;
  return (
    <>
      <Text className="curriculum__hint">{word('intro')}</Text>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {(errors.general.length > 0 || named) && (
        <Alert variation="error" role="alert" className="curriculum__errors">
          {[...errors.general.map((message) => formMessage(t, message, labels)), ...(named ? [word('fix')] : [])].join(' ')}
        </Alert>
      )}
      {sections.length === 0 ? (
        <Text>{word('empty')}</Text>
      ) : (
        <ol className="curriculum__sections" aria-label={word('sections')}>
          {sections.map((section, s) => {
            const name = sectionName(section);
            const headingId = `section-${section.key}-heading`;
            const sectionErrors = local(errors.sections.get(section.key));
            const dropHere = drop?.key === section.key ? drop.place : undefined;
            const className = ['curriculum-section', dragging === section.key ? 'curriculum-section--dragging' : '', dropHere ? `curriculum--drop-${dropHere}` : ''].filter(Boolean).join(' ');
            return (
              <li key={section.key} className={className} onDragOver={(event) => overSection(event, section)} onDrop={(event) => dropOnSection(event, s)}>
                <section aria-labelledby={headingId} className="curriculum-section__card">
                  <div className="curriculum__bar">
                    <span className="curriculum__grip" draggable aria-hidden="true" title={word('drag')} onDragStart={startDrag('section', section.key)} onDragEnd={endDrag}>
                      ⠿
                    </span>
                    <Heading level={3} id={headingId} className="curriculum__heading">
                      {word('section', { position: s + 1, name })}
                    </Heading>
                    <Flex gap="0.25rem" wrap="wrap">
                      <Button size="small" ref={(element) => register(section.key, 'up', element)} isDisabled={s === 0} aria-label={word('moveSectionUp', { name })} onClick={() => moveSectionBy(s, -1)}>
                        {word('moveUp')}
                      </Button>
                      <Button
                        size="small"
                        ref={(element) => register(section.key, 'down', element)}
                        isDisabled={s === sections.length - 1}
                        aria-label={word('moveSectionDown', { name })}
                        onClick={() => moveSectionBy(s, 1)}
                      >
                        {word('moveDown')}
                      </Button>
                      <Button size="small" variation="link" aria-label={word('removeSectionNamed', { name })} onClick={() => askToRemoveSection(section)}>
                        {word('removeSection')}
                      </Button>
                    </Flex>
                  </div>
                  <TextField
                    ref={(element) => register(section.key, 'title', element)}
                    name={`section-${section.key}-title`}
                    label={word('sectionTitle')}
                    value={section.title}
                    hasError={!!sectionErrors?.title}
                    errorMessage={sectionErrors?.title}
                    onChange={(event) => changeSectionTitle(section.key, event.target.value)}
                  />
                  {sectionErrors && Object.entries(sectionErrors).some(([field]) => field !== 'title') && (
                    <Alert variation="error" role="alert">
                      {Object.entries(sectionErrors)
                        .filter(([field]) => field !== 'title')
                        .map(([, message]) => message)
                        .join(' ')}
                    </Alert>
                  )}
                  {section.lessons.length === 0 ? (
                    <Text className="curriculum__hint">{word('noLessons')}</Text>
                  ) : (
                    <ol className="curriculum__lessons" aria-label={word('lessons', { name })}>
                      {section.lessons.map((lesson, l) => {
                        const at = { section: s, lesson: l };
                        return (
                          <CurriculumLesson
                            key={lesson.key}
                            lesson={lesson}
                            position={positionOf(at)}
                            name={lessonName(lesson)}
                            canMoveUp={lessonMoveTarget(sections, at, -1) !== undefined}
                            canMoveDown={lessonMoveTarget(sections, at, 1) !== undefined}
                            errors={local(errors.lessons.get(lesson.key))}
                            videos={videos}
                            noVideos={noVideos ?? word('noVideos')}
                            quizzes={quizzes}
                            homework={homework}
                            uploadFile={uploadFile}
                            dragging={dragging === lesson.key}
                            drop={drop?.key === lesson.key ? drop.place : undefined}
                            register={register}
                            onChange={(patch) => changeLesson(lesson.key, patch)}
                            onMove={(by) => moveLessonBy(lesson.key, by)}
                            onRemove={() => askToRemoveLesson(lesson)}
                            onDragStart={startDrag('lesson', lesson.key)}
                            onDragEnd={endDrag}
                            onDragOver={(event) => overLesson(event, lesson)}
                            onDrop={(event) => dropOnLesson(event, s, l)}
                          />
                        );
                      })}
                    </ol>
                  )}
                  <Button
                    size="small"
                    alignSelf="flex-start"
                    ref={(element) => register(section.key, 'add', element)}
                    aria-label={word('addLessonTo', { name })}
                    onClick={() => addLessonTo(s)}
                  >
                    {word('addLesson')}
                  </Button>
                </section>
              </li>
            );
          })}
        </ol>
      )}
      <Button ref={addSectionButton} alignSelf="flex-start" onClick={addSection}>
        {word('addSection')}
      </Button>
      <Flex alignItems="center" gap="1rem" className="curriculum__save">
        <Button variation="primary" isLoading={saving} loadingText={word('saving')} onClick={() => void save()}>
          {word('save')}
        </Button>
        {dirty && (
          <Text variation="warning" className="curriculum__unsaved">
            {word('unsaved')}
          </Text>
        )}
      </Flex>
      {asking && (
        <ConfirmDialog
          title={word(asking.kind === 'lesson' ? 'removeLessonTitle' : 'removeSectionTitle', { name: asking.name })}
          body={word(asking.kind === 'lesson' ? 'removeLessonBody' : 'removeSectionBody')}
          confirmLabel={word('remove')}
          cancelLabel={word('keep')}
          onConfirm={() => removeNow(asking.kind, asking.key, asking.name)}
          onCancel={() => setAsking(undefined)}
        />
      )}
    </>
  );
}
