import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FeatureItemOf } from '../../api/feature-items';
import { useFeatureItems } from '../../hooks/use-feature-items';
import { discountValue, formatDay } from '../../utils/format';
import type { ItemListData } from '../../utils/module-data';
import type { ModuleProps } from '../module-section';
import { cardHeading, chosenList, FeatureList } from './feature-list';

export const promotionHref = (promotion: { id: string }) => `/promotion/${encodeURIComponent(promotion.id)}`;

function PromotionCard({ promotion, level }: { promotion: FeatureItemOf<'promotion'>; level: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const Title = cardHeading(level);
  return (
    <li className="sf-card cp-card" data-promotion-id={promotion.id}>
      {promotion.image ? (
        <img className="sf-card__cover" src={promotion.image} alt="" width={640} height={360} loading="lazy" decoding="async" />
      ) : (
        <div className="sf-card__cover sf-card__cover--empty" aria-hidden="true" />
      )}
      <div className="sf-card__body">
        <Title className="sf-card__title">
          <Link to={promotionHref(promotion)}>{promotion.title}</Link>
        </Title>
        <p className="cp-card__discount">{t('pages.discount', { value: discountValue(promotion) })}</p>
        <p className="cp-card__meta">
          {t('pages.period', { from: formatDay(promotion.starts_on, i18n.language), to: formatDay(promotion.ends_on, i18n.language) })}
        </p>
        {promotion.description && <p className="cp-card__text">{promotion.description}</p>}
      </div>
    </li>
  );
}

function PromotionList({ list, level, headTag }: { list: ItemListData; level: 2 | 3; headTag: boolean }) {
  const { t } = useTranslation();
  const promotions = useFeatureItems('promotion', list);
  return (
    <FeatureList type="promotion" heading={list.heading || t('pages.promotions')} level={level} headTag={headTag} resource={promotions}>
      {(items) => (
        <ul className="sf-grid">
          {items.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} level={level} />
          ))}
        </ul>
      )}
    </FeatureList>
  );
}

/** Promotion cards with their discount and period, each linking to the promotion. */
export function PromotionModule({ data, level, headTag }: ModuleProps) {
  const list = chosenList(data);
  return list ? <PromotionList list={list} level={level} headTag={headTag} /> : null;
}
