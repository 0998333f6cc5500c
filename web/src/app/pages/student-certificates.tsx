import { useSessionRefresh } from '../../features/account/stores/session-refresh';
import { MyCertificates } from '../../features/certificates/components/my-certificates';

/** /myaccount/student/certificate: the student's certificates. */
export default function StudentCertificatesPage() {
  useSessionRefresh();
  return <MyCertificates />;
}
