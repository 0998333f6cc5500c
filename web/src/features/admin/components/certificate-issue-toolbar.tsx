import { Button, Flex, SelectField, Text, TextAreaField } from '@aws-amplify/ui-react';
import { routes } from '@lm/shared/api/route-refs';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../../lib/api/call-route';
import { localMessageOf } from '../../../lib/messages';
import { queryClient } from '../../../lib/query';
import { useFieldOptions, type OptionsState } from '../api/get-field-options';
import type { TableToolbarProps } from '../types';
import { StepOutcomeText, type StepOutcome } from './step-outcome';

const COURSES = { records: 'courses' } as const;
const STUDENTS = { records: 'studentAccounts' } as const;
const WORDS = 'masterFiles.certificates.issue';

/**
 * Issuing a certificate by hand (decision 0042): the student (by name and username), the course,
 * and the reason, which is kept with it. A student who holds one for the course keeps it.
 */
export default function CertificateIssueToolbar({ file }: TableToolbarProps) {
  const { t } = useTranslation();
  const courses = useFieldOptions(COURSES);
  const students = useFieldOptions(STUDENTS);
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
      const certificate = await callRoute(routes.issueCertificate, { body: { user_id: userId, course_id: courseId, reason }, token: 'admin' });
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
            <RecordSelect label={t(`${WORDS}.student`)} empty={t(`${WORDS}.chooseStudent`)} options={students} value={userId} onChange={setUserId} />
            <RecordSelect label={t(`${WORDS}.course`)} empty={t(`${WORDS}.chooseCourse`)} options={courses} value={courseId} onChange={setCourseId} />
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

/** A required choice of one record, disabled while its options load; why they did not load is said under it. */
function RecordSelect({ label, empty, options, value, onChange }: { label: string; empty: string; options: OptionsState | undefined; value: string; onChange(value: string): void }) {
  return (
    <SelectField
      label={label}
      descriptiveText={options?.status === 'failed' ? options.message : undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      isDisabled={options?.status === 'loading'}
      isRequired
    >
      <option value="">{empty}</option>
      {(options?.status === 'loaded' ? options.options : []).map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </SelectField>
  );
}
