import { Button, Heading, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';

export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <main className="page page--centered">
      <Heading level={1}>{t('notFound.title')}</Heading>
      <Text>{t('notFound.body')}</Text>
      <Button as={Link} to={paths.home} variation="primary">
        {t('notFound.home')}
      </Button>
    </main>
  );
}
