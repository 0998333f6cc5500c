import { Heading, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { useRoute } from '../route-context';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** A screen that exists in the route table but is not built yet: said plainly, inside the shell. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('comingSoon.title'));
  const { route } = useRoute();
  return (
    <main className="page page--centered" data-page={route.page}>
      <Heading level={1}>{t('comingSoon.title')}</Heading>
      <Text>{t('comingSoon.body')}</Text>
    </main>
  );
}
