import type { PortInData } from './journey-data';

/** A local mobile number as typed (3XXXXXXXXX, ten digits); the +92 prefix is shown beside the box. */
export const LOCAL_NUMBER = /^3\d{9}$/;

/** The MSISDN sent to the gateway: 92 plus the ten local digits. */
export function msisdnOf(local: string): string {
  return `92${local}`;
}

/** The local digits of a saved MSISDN (so a returning customer sees what they typed). */
export function localOf(msisdn: string | undefined): string {
  return msisdn && /^92\d{10}$/.test(msisdn) ? msisdn.slice(2) : (msisdn ?? '');
}

/** Digits only, at most ten (phone fields are numeric-only, SPEC §5). */
export function cleanLocal(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 10);
}

/** Message id of what is wrong with the port-in form, or undefined when it can be checked. */
export function portInProblem(donorTelco: string, local: string): string | undefined {
  if (!donorTelco) return 'port_in_error_donor';
  if (!local) return 'error_cannot_be_blank';
  if (!LOCAL_NUMBER.test(local)) return 'error_invalid_contact_number';
  return undefined;
}

/** Message id for an MNP refusal reason (unknown reasons get the generic one). */
export function refusalMessage(reason: string | undefined): string {
  if (reason === 'NOT_PORTABLE') return 'port_in_not_portable';
  if (reason === 'UNKNOWN_DONOR_TELCO') return 'port_in_error_donor';
  return 'port_in_not_eligible';
}

/** Whether the port-in step is complete: eligible and, when a code is required, verified. */
export function portInReady(portIn: PortInData | undefined, otpRequired: boolean): boolean {
  return Boolean(portIn?.eligible && (!otpRequired || portIn.verified));
}

/** Editing the donor or number voids an earlier eligibility check (it was for another number). */
export function editedPortIn(saved: PortInData | undefined, donorTelco: string, currentNumber: string): PortInData {
  const same = saved?.donorTelco === donorTelco && saved?.currentNumber === currentNumber;
  return same ? { ...saved } : { donorTelco, currentNumber };
}
