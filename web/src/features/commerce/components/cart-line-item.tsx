import type { CartLine, PricedLine, SellableKind } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatBaht } from '../../../lib/format-price';
import { localMessage } from '../../../lib/messages';
import { QuantityStepper } from './quantity-stepper';
import { sellableHref } from '../../../config/paths';

/** A product shows how many are left once few are. */
const FEW_LEFT = 10;

/** The price of one unit, for kinds bought by more than one: a product's piece, an hour of private classes. */
const EACH: Partial<Record<SellableKind, string>> = { product: 'commerce.cart.each', private_hours: 'commerce.cart.eachHour' };

interface Props {
  line: CartLine;
  /** The line as priced: its promotion, if one lowers it. Absent when the line cannot be ordered. */
  priced: PricedLine | undefined;
  busy: boolean;
  onQuantity(quantity: number): void;
  onRemove(): void;
}

/**
 * One line of the cart: picture, its kind, name (to its page), price each, quantity (a course's or
 * a class seat's is 1; a product's from 1 to its stock; as the server bounds it), the line's total
 * and why it cannot be ordered as it is.
 */
export function CartLineItem({ line, priced, busy, onQuantity, onRemove }: Props) {
  const { t } = useTranslation();
  const name = line.name || line.item_id;
  const href = sellableHref(line.kind, line.item_id);
  const listTotal = line.unit_price * line.quantity;
  const total = priced?.total ?? listTotal;
  return (
    <li className="cm-line" data-item-id={line.item_id}>
      {line.image ? (
        <img className="cm-line__image" src={line.image} alt="" width={160} height={90} loading="lazy" decoding="async" />
      ) : (
        <div className="cm-line__image sf-card__cover--empty" aria-hidden="true" />
      )}
      <div className="cm-line__info">
        <p className="cm-line__kind">{t(`commerce.cart.kinds.${line.kind}`)}</p>
        <h3 className="cm-line__name">
          <Link to={href}>{name}</Link>
        </h3>
        {EACH[line.kind] && <p className="cm-line__each">{t(EACH[line.kind]!, { price: formatBaht(line.unit_price) })}</p>}
        {line.kind === 'product' && line.stock !== null && line.stock <= FEW_LEFT && !line.problem && (
          <p className="cm-line__left">{t('commerce.cart.left', { count: line.stock })}</p>
        )}
        {line.problem && <p className="cm-line__problem">{localMessage(t, line.problem)}</p>}
      </div>
      <div className="cm-line__controls">
        <div className="cm-line__quantity">
          {line.max_quantity <= 1 ? (
            <p className="cm-line__fixed" title={t(`commerce.cart.once.${line.kind}`, { defaultValue: '' }) || undefined}>
              {t('commerce.cart.quantity')}: {line.quantity}
            </p>
          ) : (
            <QuantityStepper
              value={line.quantity}
              max={line.max_quantity}
              onChange={onQuantity}
              label={t('commerce.cart.quantityOf', { name })}
              decreaseLabel={t('commerce.cart.decrease', { name })}
              increaseLabel={t('commerce.cart.increase', { name })}
              disabled={busy}
            />
          )}
        </div>
        <p className="cm-line__total">
          {total < listTotal && (
            <>
              <s className="cm-line__was">{formatBaht(listTotal)}</s>{' '}
            </>
          )}
          <span>{formatBaht(total)}</span>
        </p>
        <button type="button" className="link-button cm-line__remove" aria-label={t('commerce.cart.remove', { name })} onClick={onRemove} disabled={busy}>
          {t('commerce.cart.removeShort')}
        </button>
      </div>
    </li>
  );
}
