import type { Promotion } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { discountOf, promotionPhase } from '../utils/discount';
import { formatDay, todayInThailand } from '../utils/format-date';

/** A promotion's discount, period and whether it is on now, soon, or over. */
export function PromotionSummary({ promotion, large = false }: { promotion: Pick<Promotion, 'discount_kind' | 'discount_value' | 'starts_on' | 'ends_on'>; large?: boolean }) {
  const { t, i18n } = useTranslation();
  const discount = discountOf(promotion);
  const phase = promotionPhase(promotion, todayInThailand());
  return (
    <div className={`ct-promo${large ? ' ct-promo--large' : ''}`}>
      <p className="ct-promo__discount">{t(discount.key, discount.values)}</p>
      <p className="ct-promo__period">
        {t('content.promotions.period', { from: formatDay(promotion.starts_on, i18n.language), to: formatDay(promotion.ends_on, i18n.language) })}
      </p>
      <p className={`sf-badge ct-promo__phase ct-promo__phase--${phase}`}>{t(`content.promotions.${phase}`)}</p>
    </div>
  );
}
