import { Alert, Button, Card, Flex, Heading, Loader } from '@aws-amplify/ui-react';
import { NOTICE_MS } from '@lm/shared';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localMessageOf } from '../../../lib/messages';
import { notify } from '../../../lib/notifications';
import { runAction, useRecord } from '../api/master-file-api';
import { offers } from '../master-files/define';
import type { MasterFile, RecordAction } from '../types';
import { ActionFormDialog } from './action-form-dialog';
import { ConfirmDialog } from './confirm-dialog';

interface Props {
  file: MasterFile;
  id: string;
  /** Back to the table; `changed` when a step changed the record. */
  onClose(changed: boolean): void;
}

/**
 * One record of a file no form edits (an order), in place of the table: the file's view of it and
 * the steps its state allows. A step that cannot be undone is asked first, one that needs input
 * asks for it; once done, the record shown is the route's answer and the file's reads (this
 * record, the table's pages) are read again. A refusal is shown as the server words it.
 */
export function MasterFileRecordView({ file, id, onClose }: Props) {
  const { t } = useTranslation();
  const record = useRecord(file, id, t('masterFiles.form.loadFailed'));
  const [asking, setAsking] = useState<RecordAction>();
  const [running, setRunning] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [changed, setChanged] = useState(false);
  const item = t(file.item);
  const loaded = record.status === 'loaded' ? record.record : undefined;
  const name = loaded ? file.rowLabel(loaded) : id;
  const Detail = file.detail;
  const available = loaded ? (file.actions ?? []).filter((action) => offers(action, loaded)) : [];

  async function run(action: RecordAction, input?: Record<string, unknown>) {
    setRunning(action.key);
    setFailure(undefined);
    try {
      const now = await runAction(file, action, id, input);
      setChanged(true);
      setAsking(undefined);
      notify({ level: 'success', message: t(action.done, { item, name: file.rowLabel(now) }), durationMs: NOTICE_MS.admin });
    } catch (error) {
      setFailure(localMessageOf(t, error, t('masterFiles.view.failed')));
      // A refused question is answered in the view; a form stays open with its input and the reason.
      if (!action.form) setAsking(undefined);
    } finally {
      setRunning(undefined);
    }
  }

  function start(action: RecordAction) {
    setFailure(undefined);
    if (action.confirm || action.form) setAsking(action);
    else void run(action);
  }

  return (
    <Card variation="outlined" className="record-view">
      <Flex direction="column" gap="1rem">
        <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="0.75rem">
          <Heading level={2}>{t('masterFiles.view.title', { item, name })}</Heading>
          <Button onClick={() => onClose(changed)}>{t('masterFiles.view.back')}</Button>
        </Flex>
        {record.status === 'loading' && <Loader variation="linear" aria-label={t('masterFiles.table.loading')} />}
        {record.status === 'failed' && (
          <Alert variation="error" role="alert">
            {record.message}
          </Alert>
        )}
        {failure && !asking && (
          <Alert variation="error" role="alert">
            {failure}
          </Alert>
        )}
        {loaded && Detail && (
          <Suspense fallback={<Loader variation="linear" aria-label={t('masterFiles.table.loading')} />}>
            <Detail record={loaded} />
          </Suspense>
        )}
        {available.length > 0 && (
          <Flex as="section" aria-label={t('masterFiles.view.actions')} gap="0.5rem" wrap="wrap" className="record-view__actions">
            {available.map((action) => (
              <Button key={action.key} variation={action.variation} isLoading={running === action.key} isDisabled={running !== undefined} onClick={() => start(action)}>
                {t(action.label)}
              </Button>
            ))}
          </Flex>
        )}
      </Flex>
      {asking?.form && (
        <ActionFormDialog
          title={t(asking.label)}
          form={asking.form}
          cancelLabel={t('masterFiles.actions.cancel')}
          busy={running === asking.key}
          failure={failure}
          onSubmit={(input) => void run(asking, input)}
          onCancel={() => {
            setAsking(undefined);
            setFailure(undefined);
          }}
        />
      )}
      {asking?.confirm && !asking.form && (
        <ConfirmDialog
          title={t(asking.confirm.title, { item, name })}
          body={t(asking.confirm.body, { item, name })}
          confirmLabel={t(asking.label)}
          cancelLabel={t('masterFiles.actions.cancel')}
          busy={running === asking.key}
          onConfirm={() => void run(asking)}
          onCancel={() => setAsking(undefined)}
        />
      )}
    </Card>
  );
}
