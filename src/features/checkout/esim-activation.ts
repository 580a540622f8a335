import { isRecord } from '../../domain/parse';
/** An eSIM activation as the customer needs it: the LPA string for the QR code and link, and its manual parts. */
export interface EsimActivation {
  readonly lpa: string;
  readonly smdpAddress: string;
  readonly matchingId: string;
}


/** Parses 'LPA:1$<SM-DP+ address>$<matching id>' (GSMA SGP.22 activation code); anything else is null. */
export function parseLpa(value: unknown): EsimActivation | null {
  if (typeof value !== 'string') return null;
  const m = /^LPA:1\$([A-Za-z0-9.-]{1,255})\$([A-Za-z0-9-]{1,64})(\$.*)?$/.exec(value.trim());
  return m ? { lpa: value.trim(), smdpAddress: m[1] as string, matchingId: m[2] as string } : null;
}

/** Builds the activation from its parts (both checked). */
export function activationOf(smdpAddress: unknown, matchingId: unknown): EsimActivation | null {
  if (typeof smdpAddress !== 'string' || typeof matchingId !== 'string') return null;
  return parseLpa(`LPA:1$${smdpAddress}$${matchingId}`);
}

/**
 * The activation of an eSIM order as the gateway issued it (`activationCode`, or `esim`/`esimProfile` with
 * smdpAddress and matchingId). None is invented: without a profile the page says the activation follows by email.
 */
export function esimActivationOf(order: unknown): EsimActivation | null {
  if (!isRecord(order) || order.simType !== 'esim') return null;
  const direct = parseLpa(order.activationCode);
  if (direct) return direct;
  for (const key of ['esim', 'esimProfile']) {
    const profile = order[key];
    if (isRecord(profile)) {
      const found = parseLpa(profile.activationCode) ?? activationOf(profile.smdpAddress, profile.matchingId);
      if (found) return found;
    }
  }
  return null;
}
