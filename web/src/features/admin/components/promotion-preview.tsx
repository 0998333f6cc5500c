import { Heading, Table, TableBody, TableCell, TableHead, TableRow, Text, View } from '@aws-amplify/ui-react';
import { priceCart, VAT_RATES, type PromotionRule } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { useFieldOptions, type Option, type OptionsState } from '../api/get-field-options';
import { bahtText } from '../lib/cell-text';
import type { FormPreviewProps } from '../types';

const ids = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
const rowsOf = (state: OptionsState | undefined, chosen: readonly string[]): Option[] =>
  state?.status === 'loaded' ? state.options.filter((option) => chosen.includes(option.id)) : [];
/** What the shop charges for one: the sale price when there is one (as checkout prices it). */
const unitPriceOf = (row: Record<string, unknown> | undefined) => Number(row?.sale_price ?? row?.price ?? 0);

/**
 * A promotion's price effect as it is filled in (decision 0029): each chosen course and product at
 * its price now and with this promotion, through the same pricing function the cart and checkout
 * use, on the promotion's first day and for a member of its user groups.
 */
export default function PromotionPreview({ input }: FormPreviewProps) {
  const { t } = useTranslation();
  const words = (key: string) => t(`masterFiles.promotions.preview.${key}`);
  const courses = useFieldOptions({ records: 'courses' });
  const products = useFieldOptions({ records: 'products' });
  const chosen = input ? [...rowsOf(courses, ids(input.course_ids)), ...rowsOf(products, ids(input.product_ids))] : [];
  const categories = ids(input?.category_ids).length > 0;

  let body;
  if (!input) body = <Text>{words('incomplete')}</Text>;
  else if (chosen.length === 0) body = <Text>{categories ? words('categoriesOnly') : words('nothingChosen')}</Text>;
  else {
    const promotion: PromotionRule = {
      id: 'preview',
      startsOn: String(input.starts_on),
      endsOn: String(input.ends_on),
      targets: { itemIds: chosen.map((option) => option.id), userGroupIds: ids(input.user_group_ids) },
      discount: { kind: input.discount_kind === 'amount' ? 'amount' : 'percent', value: Number(input.discount_value) },
    };
    const breakdown = priceCart(
      chosen.map((option) => ({ key: option.id, itemId: option.id, categoryIds: [], unitPrice: unitPriceOf(option.row), quantity: 1, physical: false, weightGrams: 0 })),
      { promotions: [promotion], shippingFees: [], vatRates: VAT_RATES },
      { day: promotion.startsOn, userGroupIds: ids(input.user_group_ids) },
    );
    body = (
      <>
        <Table size="small" highlightOnHover={false}>
          <TableHead>
            <TableRow>
              <TableCell as="th">{words('item')}</TableCell>
              <TableCell as="th">{words('now')}</TableCell>
              <TableCell as="th">{words('with')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {chosen.map((option, index) => {
              const line = breakdown.lines[index]!;
              return (
                <TableRow key={option.id}>
                  <TableCell>{option.name}</TableCell>
                  <TableCell>{bahtText(line.listTotal)}</TableCell>
                  <TableCell>{bahtText(line.total)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        {categories && <Text>{words('andCategories')}</Text>}
      </>
    );
  }
  return (
    <View as="section" aria-labelledby="promotion-preview-title" className="master-form__preview">
      <Heading level={3} id="promotion-preview-title">
        {words('title')}
      </Heading>
      {body}
    </View>
  );
}
