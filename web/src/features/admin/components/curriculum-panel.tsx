import { Card } from '@aws-amplify/ui-react';
import { routes } from '@lm/shared/api/route-refs';
import { useTranslation } from 'react-i18next';
import { CurriculumEditor, type TitledChoices, type VideoChoices } from '../../../components/curriculum-editor/curriculum-editor';
import { saveCourseCurriculum, uploadLessonFile, useCourseCurriculum } from '../api/course-curriculum';
import { useFieldOptions, type OptionsState } from '../api/get-field-options';
import type { RecordViewProps } from '../types';

/** The videos a lesson may show: the videos file, read through the option lists' cache. */
const VIDEOS = { records: 'videos' } as const;

/** The videos file's options as the editor offers them: each with its title and state. */
function videoChoicesOf(options: OptionsState | undefined): VideoChoices | undefined {
  if (options?.status !== 'loaded') return options;
  return { status: 'loaded', videos: options.options.map((option) => ({ id: option.id, title: option.name, status: String(option.row?.status ?? '') })) };
}

/** The quizzes and homework lessons may show: their files (the courses screen may read their lists, decisions 0040 and 0041). */
const QUIZZES = { records: 'quizzes' } as const;
const HOMEWORK = { records: 'homework' } as const;

/** A file's options as the editor offers them: each with its titles. */
function titledChoicesOf(options: OptionsState | undefined): TitledChoices | undefined {
  if (options?.status !== 'loaded') return options;
  return { status: 'loaded', items: options.options.map((option) => ({ id: option.id, title_th: String(option.row?.title_th ?? ''), title_en: String(option.row?.title_en ?? '') })) };
}

/**
 * A course's curriculum under its edit form (decision 0033), in the editor the instructor area
 * shares (decision 0037): read and saved through the back office's routes, the videos those of
 * the videos file.
 */
export default function CurriculumPanel({ record, onSaved }: RecordViewProps) {
  const { t } = useTranslation();
  const curriculum = useCourseCurriculum(record.id);
  const videos = useFieldOptions(VIDEOS);
  const quizzes = useFieldOptions(QUIZZES);
  const homework = useFieldOptions(HOMEWORK);
  return (
    <Card variation="outlined" className="curriculum">
      <CurriculumEditor
        courseName={String(record.title ?? record.id)}
        curriculum={curriculum}
        save={(body) => saveCourseCurriculum(record.id, body)}
        saveRoute={routes.updateCourseCurriculum}
        videos={videoChoicesOf(videos)}
        noVideos={t('masterFiles.courses.noVideos')}
        quizzes={titledChoicesOf(quizzes)}
        homework={titledChoicesOf(homework)}
        uploadFile={uploadLessonFile}
        onSaved={(sections) => onSaved?.({ curriculum: sections })}
      />
    </Card>
  );
}
