import { Alert, Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { setPdpaApproved } from '../../../lib/sessions';
import { useSiteSettings } from '../../../hooks/use-site-settings';
import { approvePdpa } from '../api/approve-pdpa';

/** The PDPA consent (../shared/SPEC.md §2): shown while the client's approval flag is 0, until approved. */
export default function PdpaModal() {
  const { t } = useTranslation();
  const { pdpa } = useSiteSettings();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function accept() {
    setBusy(true);
    setFailed(false);
    try {
      await approvePdpa(pdpa.policy_version);
      setPdpaApproved('student');
    } catch (error) {
      console.error('PDPA approval not saved', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      title={t('pdpa.title')}
      actions={
        <Button variation="primary" onClick={accept} isLoading={busy}>
          {t('pdpa.accept')}
        </Button>
      }
    >
      <p>{t('pdpa.body')}</p>
      <p>
        <a href={pdpa.policy_url} target="_blank" rel="noreferrer">
          {t('pdpa.policy')}
        </a>
      </p>
      {failed && <Alert variation="error">{t('pdpa.failed')}</Alert>}
    </Modal>
  );
}
