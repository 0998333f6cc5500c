import { Button, Flex, Text, TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../../lib/store';
import { setScope, update } from '../stores/table';
import type { TableToolbarProps } from '../types';

/**
 * The reports' days (decisions 0050, 0058): from and to, Bangkok days; empty for the report's
 * default period. A master file whose days bound only some rows says which under
 * `masterFiles.<key>.dateRangeHint`.
 */
export default function DateRangeToolbar({ file, store }: TableToolbarProps) {
  const { t } = useTranslation();
  const scope = useStore(store, (state) => state.scope);
  const hint = t(`masterFiles.${file.key}.dateRangeHint`, { defaultValue: '' });
  return (
    <section className="master-filters" aria-label={t('masterFiles.dateRange.scope')}>
      <Flex wrap="wrap" alignItems="flex-end" gap="0.75rem">
        <TextField type="date" label={t('masterFiles.dateRange.from')} value={scope.from ?? ''} max={scope.to || undefined} onChange={(event) => update(store, (state) => setScope(state, 'from', event.target.value))} />
        <TextField type="date" label={t('masterFiles.dateRange.to')} value={scope.to ?? ''} min={scope.from || undefined} onChange={(event) => update(store, (state) => setScope(state, 'to', event.target.value))} />
        <Button onClick={() => update(store, (state) => setScope(setScope(state, 'from', ''), 'to', ''))}>{t('masterFiles.dateRange.clear')}</Button>
      </Flex>
      {hint && <Text fontSize="small">{hint}</Text>}
    </section>
  );
}
