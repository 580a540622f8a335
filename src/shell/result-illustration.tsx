import success from '../theme/illustration-success.svg';
import failure from '../theme/illustration-failure.svg';

/**
 * The picture above a result page's heading (payment success or failure): decorative, so hidden from screen
 * readers (the heading says it); its size is fixed so nothing moves when it loads. It is not mirrored in Urdu:
 * a tick and a cross read the same both ways; it sits at the start of the line like the heading under it.
 */
export function ResultIllustration({ outcome }: { outcome: 'success' | 'failed' }) {
  return <img className="illustration" src={outcome === 'success' ? success : failure} width={120} height={120} alt="" aria-hidden="true" data-outcome={outcome} />;
}
