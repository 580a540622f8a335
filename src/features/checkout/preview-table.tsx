import { FormattedMessage, useIntl } from 'react-intl';
import { summaryLines, type OrderPreview, type SummaryLine } from './preview-lines';
import { Ltr } from '../../ui/price';
import type { EditLink } from './order-review';

/** An item in words: "Label: name" (a number isolated left-to-right), or the app's own name for a fee or delivery. */
export function ItemText({ line }: { line: SummaryLine }) {
  const intl = useIntl();
  if (!line.labelled) return <>{line.nameId ? intl.formatMessage({ id: line.nameId }) : line.name}</>;
  return (
    <>
      {intl.formatMessage({ id: line.labelId })}: <bdi dir={line.labelId === 'item_new_number' ? 'ltr' : undefined}>{line.name}</bdi>
    </>
  );
}

/** The order preview: one row per item, then subtotal, tax and 'Total (Inc. tax)'; items link back to their step (where the running journey has it). */
export function PreviewTable({ preview, price, editLink, paid = false }: { preview: OrderPreview; price: (n: number) => string; editLink?: EditLink; paid?: boolean }) {
  return (
    <table>
      <caption>
        <FormattedMessage id={paid ? 'summary_items_caption_paid' : 'summary_items_caption'} />
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="col_item" />
          </th>
          <th scope="col" className="amount">
            <FormattedMessage id="col_amount" />
          </th>
        </tr>
      </thead>
      <tbody>
        {summaryLines(preview).map((line) => {
          const edit = line.edit && editLink?.(line.edit);
          return (
            <tr key={line.key} data-item-type={line.labelId} className={line.discount ? 'discount' : undefined}>
              <th scope="row">
                <ItemText line={line} />{' '}
                {edit && (
                  <button type="button" className="link-button" onClick={edit}>
                    <FormattedMessage id={`change_${line.labelId}`} />
                  </button>
                )}
              </th>
              <td className="amount">
                <Ltr text={price(line.amount)} />
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">
            <FormattedMessage id="subtotal" />
          </th>
          <td className="amount">
            <Ltr text={price(preview.subtotal)} />
          </td>
        </tr>
        <tr>
          <th scope="row">
            <FormattedMessage id="tax_included" />
          </th>
          <td className="amount">
            <Ltr text={price(preview.tax)} />
          </td>
        </tr>
        <tr>
          <th scope="row">
            <FormattedMessage id="total_inc_tax" />
          </th>
          <td className="amount" data-testid="order-total">
            <Ltr text={price(preview.total)} />
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
