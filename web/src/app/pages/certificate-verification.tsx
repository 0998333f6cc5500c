import { CertificateVerification } from '../../features/certificates/components/certificate-verification';
import { useRoute } from '../route-context';

/** /certificate/{number}: a certificate's public verification, which its QR code opens. */
export default function CertificateVerificationPage() {
  const { params } = useRoute();
  return <CertificateVerification number={params.number ?? ''} />;
}
