import { displayNumber } from '../../domain/line-view';

/**
 * A phone number, always left to right (also inside Urdu text). A file of its own: the home shows numbers without
 * the manage pages' parts and texts.
 */
export function Num({ msisdn }: { msisdn: string }) {
  return (
    <bdi dir="ltr" className="ltr nowrap">
      {displayNumber(msisdn)}
    </bdi>
  );
}
