import { Button, Flex, Text, TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../../lib/store';
import { setScope, update } from '../stores/table';
import type { TableToolbarProps } from '../types';

/**
 * The reports' days (decisions 0050, 0058): from and to, Bangkok days. Until the admin picks a day
 * the report shows its own period, and the fields show its days as the API answered them, so the
 * table never stands under empty dates. A master file whose days bound only some rows says which
 * under `masterFiles.<key>.dateRangeHint`.
 */
export default function DateRangeToolbar({ file, store }: TableToolbarProps) {
  const { t } = useTranslation();
  const scope = useStore(store, (state) => state.scope);
  const period = useStore(store, (state) => state.period);
  const from = scope.from || period?.from || '';
  const to = scope.to || period?.to || '';
  const hint = t(`masterFiles.${file.key}.dateRangeHint`, { defaultValue: '' });
  return (
    <section className="master-filters" aria-label={t('masterFiles.dateRange.scope')}>
      <Flex wrap="wrap" alignItems="flex-end" gap="0.75rem">
        <TextField type="date" label={t('masterFiles.dateRange.from')} value={from} max={to || undefined} onChange={(event) => update(store, (state) => setScope(state, 'from', event.target.value))} />
        <TextField type="date" label={t('masterFiles.dateRange.to')} value={to} min={from || undefined} onChange={(event) => update(store, (state) => setScope(state, 'to', event.target.value))} />
        <Button isDisabled={!scope.from && !scope.to} onClick={() => update(store, (state) => setScope(setScope(state, 'from', ''), 'to', ''))}>
          {t('masterFiles.dateRange.clear')}
        </Button>
      </Flex>
      {hint && <Text fontSize="small">{hint}</Text>}
    </section>
  );
}
