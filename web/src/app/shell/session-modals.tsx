import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { dismissExpired } from '../../features/auth/stores/actions';
import { hideModal, modals } from '../../features/auth/stores/modals';
import { sessions } from '../../lib/sessions';
import type { TokenKind } from '../../lib/api/client';
import { useStore } from '../../lib/store';
import { Modal } from '../../components/modal';

const SIGN_IN: Record<TokenKind, string> = { student: paths.signIn, instructor: paths.instructorSignIn, admin: paths.adminLogin };

/** The session-expired, user-expired and signed-out modals (../shared/SPEC.md §2 "Shells and modals"). */
export function SessionModals({ kinds }: { kinds: TokenKind[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isExpired: Record<TokenKind, boolean> = {
    student: useStore(sessions.student, (state) => state.sessionExpired),
    instructor: useStore(sessions.instructor, (state) => state.sessionExpired),
    admin: useStore(sessions.admin, (state) => state.sessionExpired),
  };
  const expired = kinds.find((kind) => isExpired[kind]);
  const { signedOut, userExpired } = useStore(modals);

  if (expired) {
    const again = () => {
      dismissExpired(expired);
      navigate(SIGN_IN[expired]);
    };
    return (
      <Modal title={t('modals.sessionExpiredTitle')} onClose={() => dismissExpired(expired)} actions={<button type="button" className="button button--primary" onClick={again}>{t('modals.signInAgain')}</button>}>
        <p>{t('modals.sessionExpiredBody')}</p>
      </Modal>
    );
  }
  if (userExpired) {
    const again = () => {
      hideModal('userExpired');
      navigate(paths.signIn);
    };
    return (
      <Modal title={t('modals.userExpiredTitle')} onClose={() => hideModal('userExpired')} actions={<button type="button" className="button button--primary" onClick={again}>{t('modals.signInAgain')}</button>}>
        <p>{t('modals.userExpiredBody')}</p>
      </Modal>
    );
  }
  if (signedOut) {
    return (
      <Modal title={t('modals.signedOutTitle')} onClose={() => hideModal('signedOut')} actions={<button type="button" className="button" onClick={() => hideModal('signedOut')}>{t('modals.close')}</button>}>
        <p>{t('modals.signedOutBody')}</p>
      </Modal>
    );
  }
  return null;
}
