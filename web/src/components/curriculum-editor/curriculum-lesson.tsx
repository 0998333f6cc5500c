import { Alert, Button, CheckboxField, Flex, Heading, SelectField, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { LESSON_KINDS } from '@lm/shared';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftLesson, LessonKind } from '../../lib/curriculum-editing';
import { CURRICULUM_WORDS } from './i18n';
import { TitledSelect, type TitledChoices } from './titled-select';
import { localMessageOf } from '../../lib/messages';

/** A video a lesson may show: its title, and its state (`ready`, `processing`…). */
export interface VideoChoice {
  id: string;
  title: string;
  status: string;
}

/** The videos the editor offers, as they are read. */
export type VideoChoices = { status: 'loading' } | { status: 'loaded'; videos: readonly VideoChoice[] } | { status: 'failed'; message: string };

/** Sends a file through the one-field upload (decision 0038); answers the kept file. */
export type UploadLessonFile = (file: File) => Promise<{ id: string; file_name: string }>;

/** Where a dragged item would land on the card under the pointer. */
export type DropPlace = 'before' | 'after' | 'end';

/** The controls a section's and a lesson's card register, to give focus back after the list changed under it. */
export type FocusTarget = 'up' | 'down' | 'title' | 'add';

/** The fields a lesson of this kind shows; a message about another is shown at the top of the lesson. */
const SHOWN: Record<LessonKind, readonly string[]> = {
  video: ['title', 'duration_minutes', 'kind', 'free_preview', 'video_id'],
  text: ['title', 'duration_minutes', 'kind', 'free_preview', 'body'],
  file: ['title', 'duration_minutes', 'kind', 'free_preview', 'file_id'],
  link: ['title', 'duration_minutes', 'kind', 'free_preview', 'url'],
  quiz: ['title', 'duration_minutes', 'kind', 'free_preview', 'quiz_id'],
  homework: ['title', 'duration_minutes', 'kind', 'free_preview', 'homework_id'],
  placeholder: ['title', 'duration_minutes', 'kind', 'free_preview'],
};

interface Props {
  lesson: DraftLesson;
  /** `2.3`: its section's place and its own. */
  position: string;
  name: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** Its messages by field, each in the reader's language. */
  errors?: Record<string, string>;
  videos: VideoChoices | undefined;
  /** What the video list says when it offers none. */
  noVideos: string;
  /** The quizzes a quiz lesson may show, read through the caller's route. */
  quizzes?: TitledChoices | undefined;
  /** The homework a homework lesson may show, read through the caller's route. */
  homework?: TitledChoices | undefined;
  /** Where a file lesson's file is sent; without it the file is named by its id. */
  uploadFile?: UploadLessonFile | undefined;
  dragging: boolean;
  drop?: DropPlace;
  register(key: string, target: FocusTarget, element: HTMLElement | null): void;
  onChange(patch: Partial<Omit<DraftLesson, 'key'>>): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
  onDragStart(event: DragEvent<HTMLElement>): void;
  onDragEnd(): void;
  onDragOver(event: DragEvent<HTMLLIElement>): void;
  onDrop(event: DragEvent<HTMLLIElement>): void;
}

/**
 * One lesson of the curriculum editor: its title, minutes, kind and free-preview flag, then what
 * its kind holds (a video of the library, a text, a file, an https link, a quiz); moved by its handle or
 * its Move up and Move down buttons, and removed.
 */
export function CurriculumLesson(props: Props) {
  const { lesson, position, name, canMoveUp, canMoveDown, errors = {}, videos, noVideos, dragging, drop, register, onChange, onMove, onRemove } = props;
  const { t } = useTranslation();
  const word = (key: string, params: Record<string, string | number> = {}) => t(`${CURRICULUM_WORDS}.${key}`, params);
  const headingId = `lesson-${lesson.key}-heading`;
  const fieldName = (field: string) => `lesson-${lesson.key}-${field}`;
  const error = (field: string) => ({ hasError: !!errors[field], errorMessage: errors[field] });
  const apart = Object.entries(errors).filter(([field]) => !SHOWN[lesson.kind].includes(field));
  const className = ['curriculum-lesson', dragging ? 'curriculum-lesson--dragging' : '', drop ? `curriculum--drop-${drop}` : ''].filter(Boolean).join(' ');

  return (
    <li className={className} onDragOver={props.onDragOver} onDrop={props.onDrop}>
      <article aria-labelledby={headingId} className="curriculum-lesson__card" data-lesson-kind={lesson.kind} data-lesson-id={lesson.id || undefined}>
        <div className="curriculum__bar">
          <span className="curriculum__grip" draggable aria-hidden="true" title={word('drag')} onDragStart={props.onDragStart} onDragEnd={props.onDragEnd}>
            ⠿
          </span>
          <Heading level={4} id={headingId} className="curriculum__heading">
            {word('lesson', { position, name })}
          </Heading>
          <Flex gap="0.25rem" wrap="wrap">
            <Button size="small" ref={(element) => register(lesson.key, 'up', element)} isDisabled={!canMoveUp} aria-label={word('moveLessonUp', { name })} onClick={() => onMove(-1)}>
              {word('moveUp')}
            </Button>
            <Button size="small" ref={(element) => register(lesson.key, 'down', element)} isDisabled={!canMoveDown} aria-label={word('moveLessonDown', { name })} onClick={() => onMove(1)}>
              {word('moveDown')}
            </Button>
            <Button size="small" variation="link" aria-label={word('removeLessonNamed', { name })} onClick={onRemove}>
              {word('removeLesson')}
            </Button>
          </Flex>
        </div>
        {apart.length > 0 && (
          <Alert variation="error" role="alert">
            {apart.map(([, message]) => message).join(' ')}
          </Alert>
        )}
        <div className="curriculum-lesson__fields">
          <TextField
            ref={(element) => register(lesson.key, 'title', element)}
            name={fieldName('title')}
            label={word('lessonTitle')}
            value={lesson.title}
            {...error('title')}
            onChange={(event) => onChange({ title: event.target.value })}
          />
          <TextField
            name={fieldName('minutes')}
            label={word('minutes')}
            type="number"
            inputMode="numeric"
            min={0}
            max={10_000}
            step={1}
            value={lesson.minutes}
            hasError={!!errors.duration_minutes}
            errorMessage={errors.duration_minutes ? word('minutesInvalid') : undefined}
            onChange={(event) => onChange({ minutes: event.target.value })}
          />
          <SelectField name={fieldName('kind')} label={word('kind')} value={lesson.kind} {...error('kind')} onChange={(event) => onChange({ kind: event.target.value as LessonKind })}>
            {LESSON_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {word(`kinds.${kind}`)}
              </option>
            ))}
          </SelectField>
          <CheckboxField
            name={fieldName('free-preview')}
            value="yes"
            label={word('freePreview')}
            checked={lesson.free_preview}
            {...error('free_preview')}
            onChange={(event) => onChange({ free_preview: event.target.checked })}
          />
        </div>
        {lesson.kind === 'video' && (
          <VideoSelect lesson={lesson} name={fieldName('video')} videos={videos} noVideos={noVideos} error={errors.video_id} onChange={(video_id) => onChange({ video_id })} />
        )}
        {lesson.kind === 'text' && <TextAreaField name={fieldName('body')} label={word('body')} rows={6} value={lesson.body} {...error('body')} onChange={(event) => onChange({ body: event.target.value })} />}
        {lesson.kind === 'file' &&
          (props.uploadFile ? (
            <FileUpload lesson={lesson} name={fieldName('file')} upload={props.uploadFile} error={errors.file_id} onChange={(file_id) => onChange({ file_id })} />
          ) : (
            <TextField name={fieldName('file')} label={word('file')} descriptiveText={word('fileHint')} value={lesson.file_id} {...error('file_id')} onChange={(event) => onChange({ file_id: event.target.value })} />
          ))}
        {lesson.kind === 'link' && (
          <TextField
            name={fieldName('url')}
            label={word('url')}
            type="url"
            inputMode="url"
            placeholder="https://"
            descriptiveText={word('urlHint')}
            value={lesson.url}
            {...error('url')}
            onChange={(event) => onChange({ url: event.target.value })}
          />
        )}
        {lesson.kind === 'quiz' && (
          <TitledSelect kind="quiz" name={fieldName('quiz')} value={lesson.quiz_id} choices={props.quizzes} error={errors.quiz_id} onChange={(quiz_id) => onChange({ quiz_id })} />
        )}
        {lesson.kind === 'homework' && (
          <TitledSelect kind="homework" name={fieldName('homework')} value={lesson.homework_id ?? ''} choices={props.homework} error={errors.homework_id} onChange={(homework_id) => onChange({ homework_id })} />
        )}
        {lesson.kind === 'placeholder' && <Text className="curriculum__hint">{word('placeholderHint')}</Text>}
      </article>
    </li>
  );
}

interface VideoSelectProps {
  lesson: DraftLesson;
  name: string;
  videos: VideoChoices | undefined;
  noVideos: string;
  error?: string;
  onChange(videoId: string): void;
}

/** A video of the library, each named with its state; one not ready yet is marked, and said so once chosen. */
function VideoSelect({ lesson, name, videos, noVideos, error, onChange }: VideoSelectProps) {
  const { t } = useTranslation();
  const word = (key: string, params: Record<string, string | number> = {}) => t(`${CURRICULUM_WORDS}.${key}`, params);
  const options = videos?.status === 'loaded' ? videos.videos : [];
  const statusWord = (status: string) => t(`${CURRICULUM_WORDS}.videoStatuses.${status}`, { defaultValue: status });
  const chosen = options.find((option) => option.id === lesson.video_id);
  // A video deleted since stays visible, so the lesson does not lose it unseen (the server refuses it on save);
  // so does the lesson's video when the list could not be read (an administrator without the videos screen, say).
  const missing = lesson.video_id !== '' && videos?.status !== 'loading' && !chosen;
  const hint =
    videos?.status === 'failed'
      ? videos.message
      : videos?.status === 'loading'
        ? word('videosLoading')
        : options.length === 0
          ? noVideos
          : chosen && chosen.status !== 'ready'
            ? word('videoNotReady', { status: statusWord(chosen.status) })
            : undefined;
  return (
    <SelectField
      name={name}
      label={word('video')}
      value={lesson.video_id}
      isDisabled={videos?.status === 'loading'}
      descriptiveText={hint}
      hasError={!!error}
      errorMessage={error}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{word('chooseVideo')}</option>
      {missing && <option value={lesson.video_id}>{videos?.status === 'loaded' ? word('unknownVideo', { id: lesson.video_id }) : lesson.video_id}</option>}
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {word(option.status === 'ready' ? 'videoOption' : 'videoOptionNotReady', { title: option.title, status: statusWord(option.status) })}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * A file lesson's file: chosen and sent at once through the one-field upload; the lesson keeps
 * the kept file's id, saved with the outline. The server's refusal (type, size, bytes) shows here.
 */
function FileUpload({ lesson, name, upload, error, onChange }: { lesson: DraftLesson; name: string; upload: UploadLessonFile; error?: string | undefined; onChange(fileId: string): void }) {
  const { t } = useTranslation();
  const word = (key: string, params: Record<string, string | number> = {}) => t(`${CURRICULUM_WORDS}.${key}`, params);
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'sending'; name: string } | { kind: 'sent'; name: string } | { kind: 'refused'; message: string }>({ kind: 'idle' });
  const hintId = `${name}-state`;

  async function send(file: File | undefined) {
    if (!file) return;
    setState({ kind: 'sending', name: file.name });
    try {
      const kept = await upload(file);
      onChange(kept.id);
      setState({ kind: 'sent', name: kept.file_name });
    } catch (failure) {
      setState({ kind: 'refused', message: localMessageOf(t, failure, word('fileFailed')) });
    }
  }

  const shown =
    state.kind === 'sending'
      ? word('fileSending', { name: state.name })
      : state.kind === 'sent'
        ? word('fileSent', { name: state.name })
        : lesson.file_id
          ? word('fileKept', { id: lesson.file_id })
          : word('fileNone');
  return (
    <div className="curriculum-lesson__file">
      <label className="amplify-label" htmlFor={name}>
        {word('file')}
      </label>
      <input id={name} name={name} type="file" aria-describedby={hintId} disabled={state.kind === 'sending'} onChange={(event) => void send(event.target.files?.[0])} />
      <Text id={hintId} className="curriculum__hint" role="status">
        {shown}
      </Text>
      {(state.kind === 'refused' || error) && (
        <Text className="curriculum__error" role="alert">
          {state.kind === 'refused' ? state.message : error}
        </Text>
      )}
    </div>
  );
}
