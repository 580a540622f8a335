import './form-page.css';
import { useEndpointQuery } from '../api/use-endpoint-query';
import { formatPrice, priceFormatOf } from '../i18n/format';

/** A price formatter from the global config (SPEC §3 country_config; PKR until it loads). */
export function usePrice(): (amount: number) => string {
  const config = useEndpointQuery('GET_GLOBAL_CONFIG');
  const format = priceFormatOf(config.data);
  return (amount) => formatPrice(amount, format);
}

/** A price or number, always left to right (also inside Urdu text). */
export function Ltr({ text }: { text: string }) {
  return (
    <bdi dir="ltr" className={text.includes('@') ? 'ltr' : 'ltr nowrap'}>
      {text}
    </bdi>
  );
}
