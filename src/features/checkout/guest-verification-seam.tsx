import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { loadGuestVerification, useCodeRequest } from '../auth';
import { guestNextStep, ORDER_SUMMARY_PATH } from './guest-next-step';

// The modal (and its OTP machine) loads only when a visitor presses Continue, not with the summary.
const GuestVerificationModal = lazy(() => loadGuestVerification().then((m) => ({ default: m.GuestVerificationModal })));

/** Props of the checkout's guest verification (SPEC §4 "Guest verification"). */
export interface GuestVerificationSeamProps {
  readonly email: string | undefined;
  /** Digits of the personal-details contact number (the code also goes by SMS, and sign-up needs it). */
  readonly contactNumber: string | undefined;
  /** The email is verified and the customer may continue on this page (returning customer without orders). */
  readonly onVerified: () => void;
  readonly onCancel: () => void;
}

/**
 * A visitor without a session verifies the email by a one-time code before the order is placed. A returning
 * customer is signed in by the modal and goes where the post-login rules say (the previous-order alert comes
 * first when that is an existing order; back on this summary they simply continue). A new customer continues
 * as sign-up: the sign-up code is sent and the verify page submits the consent kept in the journey, then
 * returns here.
 */
export function GuestVerificationSeam(props: GuestVerificationSeamProps) {
  const [, navigate] = useLocation();
  const signup = useCodeRequest();
  const contactNumber = props.contactNumber?.replace(/\D/g, '');
  const contact = contactNumber && /^\d{10,12}$/.test(contactNumber) ? contactNumber : undefined;
  return (
    <Suspense fallback={null}>
      <GuestVerificationModal
        {...(props.email ? { initialEmail: props.email } : {})}
        {...(contact ? { contactNumber: contact } : {})}
        redirect={ORDER_SUMMARY_PATH}
        onClose={props.onCancel}
        onReturningUser={(path) => {
          const step = guestNextStep(path);
          if (step.kind === 'continue') props.onVerified();
          else navigate(step.to);
        }}
        onNewUser={({ email }) => void signup.send({ flow: 'signup', identifier: email, ...(contact ? { contactNumber: contact } : {}), redirect: ORDER_SUMMARY_PATH })}
      />
    </Suspense>
  );
}
