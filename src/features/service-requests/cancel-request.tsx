import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { cancelCallOf, type ServiceRequest, resumePathOf, resumeStepOf } from './request-view';
import { MessageLink } from '../../ui/message-text';

/** The confirmation's chunk: it runs journeys/service-request-cancel.json, so it brings the journey machinery. */
const loadConfirm = () => import('./cancel-confirm');
const CancelConfirm = lazy(loadConfirm);

/**
 * Cancel for a request the customer may still call off (a termination, a plan switch, a SIM replacement whose fee
 * is unpaid), asked once; on the status page and on the hub next to "you already have one open". The question and
 * its journey (./cancel-confirm.tsx) are a chunk of their own, fetched when the button is shown: a page without an
 * open request loads no journey machinery for it (issue 47: 8 KiB of the hub's first script).
 */
export function CancelRequest({ request }: { request: ServiceRequest }) {
  const [asking, setAsking] = useState(false);
  const call = cancelCallOf(request);
  useEffect(() => {
    if (call) void loadConfirm();
  }, [call]);
  if (!call) return null;
  const button = (
    <p>
      <button type="button" className="secondary" onClick={() => setAsking(true)} aria-busy={asking || undefined}>
        <FormattedMessage id="cancel_request" />
      </button>
    </p>
  );
  if (!asking) return button;
  // The button stays in place until the question is there (its chunk was fetched when the button was drawn).
  return (
    <Suspense fallback={button}>
      <CancelConfirm request={request} onClose={() => setAsking(false)} />
    </Suspense>
  );
}

/**
 * Continue for a SIM replacement left half-way (issue 29): a link into the journey's first step with ?resume=, where
 * the journey reads the request back and goes on at the step it was left at. Shown with Cancel, before it.
 */
export function ContinueRequest({ request }: { request: ServiceRequest }) {
  const step = resumeStepOf(request);
  if (!step) return null;
  return (
    <p data-resume-step={step}>
      <FormattedMessage id={`resume_at_${step}`} />{' '}
      <MessageLink href={resumePathOf(request)} id="continue_request" />
    </p>
  );
}
