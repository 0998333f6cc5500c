import { Button, Flex, SelectField, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { routes } from '@lm/shared/api/route-refs';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../../lib/api/call-route';
import { localMessageOf } from '../../../lib/messages';
import { queryClient } from '../../../lib/query';
import { useFieldOptions } from '../api/get-field-options';
import type { TableToolbarProps } from '../types';
import { StepOutcomeText, type StepOutcome } from './step-outcome';

const COURSES = { records: 'courses' } as const;
const WORDS = 'masterFiles.certificates.issue';

/**
 * Issuing a certificate by hand (decision 0042): the student's account id, the course, and the
 * reason, which is kept with it. A student who holds one for the course keeps it.
 */
export default function CertificateIssueToolbar({ file }: TableToolbarProps) {
  const { t } = useTranslation();
  const courses = useFieldOptions(COURSES);
  const [userId, setUserId] = useState('');
  const [courseId, setCourseId] = useState('');
  const [reason, setReason] = useState('');
  const [state, setState] = useState<'idle' | 'saving'>('idle');
  const [outcome, setOutcome] = useState<StepOutcome>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState('saving');
    setOutcome(undefined);
    try {
      const certificate = await callRoute(routes.issueCertificate, { body: { user_id: userId.trim(), course_id: courseId, reason }, token: 'admin' });
      setOutcome({ kind: 'done', text: t(`${WORDS}.done`, { number: certificate.number, name: certificate.student_name }) });
      setReason('');
      void queryClient.invalidateQueries({ queryKey: [file.endpoints.list.id] });
    } catch (error) {
      setOutcome({ kind: 'failed', text: localMessageOf(t, error, t(`${WORDS}.failed`)) });
    } finally {
      setState('idle');
    }
  }

  return (
    <section className="master-filters" aria-label={t(`${WORDS}.title`)}>
      <form onSubmit={(event) => void submit(event)}>
        <Flex direction="column" gap="0.5rem">
          <Text fontWeight="bold">{t(`${WORDS}.title`)}</Text>
          <Flex wrap="wrap" gap="0.75rem" alignItems="flex-end">
            <TextField label={t(`${WORDS}.student`)} descriptiveText={t(`${WORDS}.studentHint`)} value={userId} onChange={(event) => setUserId(event.target.value)} isRequired maxLength={64} />
            <SelectField label={t(`${WORDS}.course`)} value={courseId} onChange={(event) => setCourseId(event.target.value)} isRequired>
              <option value="">{t(`${WORDS}.chooseCourse`)}</option>
              {(courses?.status === 'loaded' ? courses.options : []).map((course) => (
                <option key={course.id} value={course.id}>
                  {course.name}
                </option>
              ))}
            </SelectField>
          </Flex>
          <TextAreaField label={t(`${WORDS}.reason`)} descriptiveText={t(`${WORDS}.reasonHint`)} value={reason} onChange={(event) => setReason(event.target.value)} isRequired maxLength={500} rows={2} />
          <Flex>
            <Button type="submit" variation="primary" isLoading={state === 'saving'} loadingText={t(`${WORDS}.saving`)}>
              {t(`${WORDS}.submit`)}
            </Button>
          </Flex>
          <StepOutcomeText outcome={outcome} />
        </Flex>
      </form>
    </section>
  );
}
