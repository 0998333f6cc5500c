import { Card, Flex, Link } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** The sections of a signed-in area, as a row of cards (student dashboard, instructor home). */
export function SectionLinks({ label, sections }: { label: string; sections: readonly (readonly [string, string])[] }) {
  const { t } = useTranslation();
  return (
    <Flex as="nav" aria-label={label} wrap="wrap" gap="1rem" marginTop="1rem">
      {sections.map(([key, to]) => (
        <Card key={to} variation="outlined">
          <Link as={RouterLink} to={to}>
            {t(key)}
          </Link>
        </Card>
      ))}
    </Flex>
  );
}
