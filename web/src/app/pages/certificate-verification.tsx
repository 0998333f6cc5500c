import { CertificateVerification } from '../../features/certificates/components/certificate-verification';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { useRoute } from '../route-context';

/** /certificate/{number}: a certificate's public verification, which its QR code opens. */
export default function CertificateVerificationPage() {
  const { params } = useRoute();
  const { aboutWebSite } = useSiteSettings();
  return <CertificateVerification number={params.number ?? ''} siteTitle={aboutWebSite.title} />;
}
