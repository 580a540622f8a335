import { useState } from 'react';
import { Redirect } from 'wouter';
import { useChildJourney, type ChildJourney, type ScreenProps } from '../../../renderer';
import { isServiceOrderState, orderRefFrom, pageAfterKyc, type EkycVariant } from './ekyc-outcome';
import { useJourney } from '../../journey/use-journey';
import { userDetails } from '../../auth/session-store';
import { useAppEkycSource } from './ekyc-calls';
import { ManualEkycPage } from './manual-ekyc-page';
import type { ManualEkycSubmitContext } from '../../../schemas/generated/journey-context/manual-ekyc-submit';
import { journeyData } from '../../journey/journey-data';

/** The journey that does the form's Submit: a wizard step's child journey, or the stand-alone page's machine. */
const SUBMIT_JOURNEY = 'manual-ekyc-submit';

/** What the page was opened with: read once, so later URL rewrites by the wizard do not change it. */
function useEntry(): { urlOrderRef: string | null; serviceOrder: boolean; user: unknown } {
  const [entry] = useState(() => ({
    urlOrderRef: orderRefFrom(window.location.search),
    serviceOrder: isServiceOrderState(window.history.state),
    user: userDetails(),
  }));
  return entry;
}

/**
 * The page a finished submit journey ended for (its final state leftForOrder or leftForServiceRequest), opened by
 * rendering it; nothing for an ending that stays (a wizard moves on by its JSON).
 */
function PageAfterKyc({ work }: { work: ChildJourney<ManualEkycSubmitContext> | null }) {
  const to = work?.snapshot.status === 'done' ? pageAfterKyc(String(work.snapshot.value), work.snapshot.context) : null;
  return to ? <Redirect to={to} /> : null;
}

/**
 * A wizard step hosting journeys/manual-ekyc-submit.json (its JSON's `child`): the step's ending moves the wizard on
 * with the KYC's data; an ending for another page (the URL's order) keeps the step, and that page opens.
 */
function JourneyEkyc({ variant, snapshot, send }: ScreenProps & { variant: EkycVariant }) {
  const source = useAppEkycSource();
  const entry = useEntry();
  const work = useChildJourney(snapshot, SUBMIT_JOURNEY);
  const data = journeyData(variant === 'sim-replacement' ? 'sim-replacement' : 'onboarding', snapshot);
  return (
    <>
      <ManualEkycPage variant={variant} source={source} journeyData={data} {...entry} onBack={() => send({ type: 'BACK' })} work={work} />
      <PageAfterKyc work={work} />
    </>
  );
}

/** The onboarding step 'manualEkyc' (/web/manual-ekyc): Back and Submit. */
export function OnboardingEkycScreen(props: ScreenProps) {
  return <JourneyEkyc {...props} variant="onboarding" />;
}

/** The SIM replacement step 'simReplacementKyc' (/manage/sim-replacement-kyc): Back and Next. */
export function SimReplacementEkycScreen(props: ScreenProps) {
  return <JourneyEkyc {...props} variant="sim-replacement" />;
}

/**
 * The stand-alone page /manage/manual-ekyc (route page 'manual-ekyc', no wizard): it runs journeys/manual-ekyc-submit.json
 * for the URL's order, and the journey's ending names the page it opens: manage-order, or the service-request status.
 */
export function ManualEkycRoutePage() {
  const source = useAppEkycSource();
  const entry = useEntry();
  const { actor, snapshot } = useJourney(SUBMIT_JOURNEY, { input: { variant: 'standalone', orderId: entry.urlOrderRef } });
  const work: ChildJourney<ManualEkycSubmitContext> = { snapshot, send: (event) => actor.send(event) };
  return (
    <>
      <ManualEkycPage variant="standalone" source={source} {...entry} onBack={() => window.history.back()} work={work} />
      <PageAfterKyc work={work} />
    </>
  );
}

export default ManualEkycRoutePage;
