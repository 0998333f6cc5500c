import { Flex, Pagination, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { useStore, type Store } from '../../../lib/store';
import { changePage, update, type TableState } from '../stores/table';

/** Page numbers, previous and next, and "Page X of Y, N items" (../shared/SPEC.md §3: 50 rows a page). */
export function TablePagination({ store }: { store: Store<TableState> }) {
  const { t } = useTranslation();
  const page = useStore(store, (state) => state.page);
  const lastPage = useStore(store, (state) => state.lastPage);
  const total = useStore(store, (state) => state.total);
  const go = (next: number) => update(store, (state) => changePage(state, next));
  return (
    <Flex className="master-pagination" justifyContent="space-between" alignItems="center" wrap="wrap" gap="0.75rem">
      <Text role="status" className="master-pagination__summary">
        {t('masterFiles.table.summary', { page, pages: lastPage, count: total })}
      </Text>
      <Pagination
        aria-label={t('masterFiles.table.pagination')}
        currentPage={page}
        totalPages={lastPage}
        siblingCount={1}
        previousLabel={t('masterFiles.table.previous')}
        nextLabel={t('masterFiles.table.next')}
        pageLabel={t('masterFiles.table.page')}
        currentPageLabel={t('masterFiles.table.currentPage')}
        onNext={() => go(page + 1)}
        onPrevious={() => go(page - 1)}
        onChange={(next) => go(next ?? page)}
      />
    </Flex>
  );
}
