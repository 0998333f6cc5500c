import { useTranslation } from 'react-i18next';
import { PagedResults, type PagedResultsProps } from '../../../components/paged-results';

type Props<T> = Omit<PagedResultsProps<T>, 'countText'> & {
  /** i18n key of the count ("3 articles"), with plural forms. */
  countKey: string;
};

/** A page of a public content list, its count said by a translation key. */
export function ListResults<T>({ countKey, ...rest }: Props<T>) {
  const { t } = useTranslation();
  return <PagedResults {...rest} countText={(count) => t(countKey, { count })} />;
}
