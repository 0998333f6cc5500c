import type { HomeworkSubmissionFile, HomeworkSubmissionView } from '@lm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../homework-i18n';
import { paragraphsOf } from '../utils/lessons';

interface Props {
  submissions: readonly HomeworkSubmissionView[];
  language: 'th' | 'en';
  /** Downloads a file of a submission through a fresh short link; false when none came. */
  download(submission: HomeworkSubmissionView, file: HomeworkSubmissionFile): Promise<boolean>;
}

/** The caller's submissions, newest first: each with its state, its score and the instructor's comment, and its files. */
export function HomeworkSubmissions({ submissions, language, download }: Props) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (!submissions.length) return null;
  const when = (value: string) => new Date(value).toLocaleString(language === 'th' ? 'th-TH' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Bangkok' });

  async function save(submission: HomeworkSubmissionView, file: HomeworkSubmissionFile) {
    setFailed(false);
    try {
      if (!(await download(submission, file))) setFailed(true);
    } catch {
      setFailed(true);
    }
  }

  return (
    <section className="ln-homework__submissions" aria-labelledby="ln-homework-submissions">
      <h3 id="ln-homework-submissions" className="ln-homework__subheading">
        {t('learn.homework.submissions')}
      </h3>
      <ol reversed>
        {[...submissions].reverse().map((submission) => (
          <li key={submission.id} className={`ln-homework__submission ln-homework__submission--${submission.status}`} aria-label={t('learn.homework.submission', { number: Number(submission.id) })}>
            <p className="ln-homework__state">
              <strong>{t('learn.homework.submission', { number: Number(submission.id) })}</strong> · <span>{t(`learn.homework.status.${submission.status}`)}</span>
              {submission.late && <span className="ln-homework__late"> · {t('learn.homework.late')}</span>}
            </p>
            <p className="ln-muted">{t('learn.homework.sentAt', { date: when(submission.submitted_at) })}</p>
            {submission.score !== null && <p className="ln-homework__score">{t('learn.homework.score', { score: submission.score, max: submission.max_score })}</p>}
            {submission.comment && (
              <div className="ln-homework__comment">
                <p className="ln-homework__label">{t('learn.homework.comment')}</p>
                {paragraphsOf(submission.comment).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            )}
            {submission.text && (
              <div className="ln-text">
                {paragraphsOf(submission.text).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            )}
            {submission.files.length > 0 && (
              <ul className="ln-homework__files" aria-label={t('learn.homework.files')}>
                {submission.files.map((file) => (
                  <li key={file.id}>
                    <button type="button" className="link-button" onClick={() => void save(submission, file)}>
                      {t('learn.homework.download', { name: file.file_name })}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {failed && (
        <p className="ln-error" role="alert">
          {t('learn.homework.downloadFailed')}
        </p>
      )}
    </section>
  );
}
