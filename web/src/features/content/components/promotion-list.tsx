import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { pageParam } from '../../../hooks/use-catalogue-query';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import '../../../components/storefront-i18n';
import '../../../components/storefront.css';
import { usePublicPromotions, type PublicPromotionCard } from '../api/list-public-promotions';
import '../content.css';
import '../i18n';
import { promotionHref } from '../utils/content-paths';
import { ListResults } from './list-results';
import { PromotionSummary } from './promotion-summary';

function PromotionCard({ promotion }: { promotion: PublicPromotionCard }) {
  return (
    <li className="sf-card ct-card" data-promotion-id={promotion.id}>
      {promotion.image ? (
        <img className="sf-card__cover" src={promotion.image} alt="" width={640} height={360} loading="lazy" decoding="async" />
      ) : (
        <div className="sf-card__cover sf-card__cover--empty" aria-hidden="true" />
      )}
      <div className="sf-card__body">
        <h2 className="sf-card__title">
          <Link to={promotionHref(promotion)}>{promotion.title}</Link>
        </h2>
        <PromotionSummary promotion={promotion} />
      </div>
    </li>
  );
}

/** /promotion: the published promotions that have not ended, ending soonest first. */
export function PromotionList() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const promotions = usePublicPromotions({ page: pageParam(params.get('page')) });
  useDocumentTitle(t('content.promotions.title'));
  return (
    <main className="page sf-page">
      <header className="sf-page__header">
        <h1>{t('content.promotions.title')}</h1>
        <p className="sf-lead">{t('content.promotions.intro')}</p>
      </header>
      <ListResults
        list={promotions}
        countKey="content.promotions.found"
        loadingText={t('content.state.loading')}
        errorText={t('content.promotions.error')}
        emptyText={t('content.promotions.empty')}
        renderItem={(promotion) => <PromotionCard key={promotion.id} promotion={promotion} />}
        hrefOfPage={(n) => (n > 1 ? `${pathname}?page=${n}` : pathname)}
      />
    </main>
  );
}
