import './form-page.css';
import { useEndpointQuery } from '../api/use-endpoint-query';
import { formatPrice, priceFormatOf, type PriceFormat } from '../i18n/format';

/** The global config (cached; the shell already fetched it once at start-up). */
export function useGlobalConfig() {
  return useEndpointQuery('GET_GLOBAL_CONFIG');
}

/** The price format of the global config (SPEC §3 country_config; PKR defaults until it loads). */
export function usePriceFormat(): PriceFormat {
  return priceFormatOf(useGlobalConfig().data);
}

/** A price formatter from the global config. */
export function usePrice(): (amount: number) => string {
  const format = usePriceFormat();
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
