import type { FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import { dayList } from '../rules/calendar';
import { birthYears, expiryYears } from '../rules/date-rules';
import { useText } from './use-text';
import { ariaOf, type WidgetProps } from './widget-props';

const pad = (n: number) => String(n).padStart(2, '0');

/** Splits a stored 'dd-MM-yyyy' (parts may be empty while picking). */
export function splitDmy(value: string): { day: string; month: string; year: string } {
  const [day = '', month = '', year = ''] = value.split('-');
  return { day, month, year };
}

/** Joins picked parts; all empty is ''. */
export function joinDmy(day: string, month: string, year: string): string {
  return day === '' && month === '' && year === '' ? '' : `${day}-${month}-${year}`;
}

/** True when the field is a document expiry date rather than a date of birth. */
export function isExpiryField(name: string): boolean {
  return /expir/i.test(name);
}

/**
 * Day, month and year selects storing dd-MM-yyyy. Expiry years run 10 forward, birth years from the minimum age to 100 back;
 * the day list follows month and year (leap years included) and drops a day that no longer exists.
 */
export function DateWidget(props: WidgetProps) {
  const intl = useIntl();
  const text = useText();
  const { day, month, year } = splitDmy(typeof props.value === 'string' ? props.value : '');
  const years = isExpiryField(props.field.name) ? expiryYears(props.env.now, props.env.timeZone) : birthYears(props.env.now, props.env.timeZone, props.env.minAge ?? 0);
  const days = dayList(month ? Number(month) : undefined, year ? Number(year) : undefined);
  const set = (d: string, m: string, y: string) => {
    const fits = d === '' || Number(d) <= dayList(m ? Number(m) : undefined, y ? Number(y) : undefined).length;
    props.onChange(joinDmy(fits ? d : '', m, y));
  };
  const onBlur = (e: FocusEvent<HTMLSpanElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) props.onBlur();
  };
  const aria = ariaOf(props);
  const common = { disabled: props.field.readOnly, ...aria };
  return (
    <span className="field-date" onBlur={onBlur}>
      <select id={props.id} aria-label={text.message('date_day')} value={day} {...common} onChange={(e) => set(e.target.value, month, year)}>
        <option value="">{text.message('date_day')}</option>
        {days.map((d) => (
          <option key={d} value={pad(d)}>{intl.formatNumber(d)}</option>
        ))}
      </select>
      <select id={`${props.id}-month`} aria-label={text.message('date_month')} value={month} {...common} onChange={(e) => set(day, e.target.value, year)}>
        <option value="">{text.message('date_month')}</option>
        {Array.from({ length: 12 }, (_, i) => (
          <option key={i} value={pad(i + 1)}>
            {intl.formatDate(Date.UTC(2000, i, 1), { month: 'long', timeZone: 'UTC' })}
          </option>
        ))}
      </select>
      <select id={`${props.id}-year`} aria-label={text.message('date_year')} value={year} {...common} onChange={(e) => set(day, month, e.target.value)}>
        <option value="">{text.message('date_year')}</option>
        {years.map((y) => (
          <option key={y} value={String(y)}>{intl.formatNumber(y, { useGrouping: false })}</option>
        ))}
      </select>
    </span>
  );
}
