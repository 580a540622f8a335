import { useState } from 'react';
import { useLocation } from 'wouter';
import type { ScreenProps } from '../../../renderer';
import { isServiceOrderState, orderRefFrom, type EkycOutcome, type EkycVariant } from '../../shared/manual-ekyc/ekyc-outcome';
import { userDetails } from '../../auth/session-store';
import { useAppEkycSource } from './ekyc-source';
import { ManualEkycPage } from './manual-ekyc-page';

/** What the page was opened with: read once, so later URL rewrites by the wizard do not change it. */
function useEntry(): { urlOrderRef: string | null; serviceOrder: boolean; user: unknown } {
  const [entry] = useState(() => ({
    urlOrderRef: orderRefFrom(window.location.search),
    serviceOrder: isServiceOrderState(window.history.state),
    user: userDetails(),
  }));
  return entry;
}

function JourneyEkyc({ variant, snapshot, send }: ScreenProps & { variant: EkycVariant }) {
  const source = useAppEkycSource();
  const [, navigate] = useLocation();
  const entry = useEntry();
  const data = (snapshot.context as { data?: Record<string, unknown> }).data ?? {};
  const onOutcome = (outcome: EkycOutcome) => (outcome.kind === 'next' ? send({ type: 'NEXT', data: outcome.data }) : navigate(outcome.to));
  return <ManualEkycPage variant={variant} source={source} journeyData={data} {...entry} onBack={() => send({ type: 'BACK' })} onOutcome={onOutcome} />;
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
 * The stand-alone page /manage/manual-ekyc (route page 'manual-ekyc', no journey): after a submit it goes
 * to manage-order, the service-request status, or the order summary (ekyc-outcome.ts).
 */
export function ManualEkycRoutePage() {
  const source = useAppEkycSource();
  const [, navigate] = useLocation();
  const entry = useEntry();
  const onOutcome = (outcome: EkycOutcome) => navigate(outcome.kind === 'navigate' ? outcome.to : '/web/order-summary');
  return <ManualEkycPage variant="standalone" source={source} {...entry} onBack={() => window.history.back()} onOutcome={onOutcome} />;
}

export default ManualEkycRoutePage;
