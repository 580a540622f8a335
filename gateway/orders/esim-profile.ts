import { randomBytes } from 'node:crypto';

/** The sandbox's SM-DP+ server (GSMA SGP.22): the address an eSIM profile is downloaded from. */
export const SANDBOX_SMDP_ADDRESS = 'smdp.sandbox.example.pk';

/** An eSIM profile as the order keeps it: where to download it and the one-time matching id. */
export interface EsimProfile {
  smdpAddress: string;
  matchingId: string;
}

/** A new profile for an eSIM order: a random matching id in groups of four (`A1B2-C3D4-E5F6-0718-293A`). */
export function newEsimProfile(): EsimProfile {
  const hex = randomBytes(10).toString('hex').toUpperCase();
  return { smdpAddress: SANDBOX_SMDP_ADDRESS, matchingId: hex.match(/.{4}/g)!.join('-') };
}

/** The activation code of a profile (`LPA:1$<SM-DP+ address>$<matching id>`), as the QR code carries it. */
export const activationCodeOf = (p: EsimProfile): string => `LPA:1$${p.smdpAddress}$${p.matchingId}`;

/** True when a stored payload value is a profile. */
export function isEsimProfile(v: unknown): v is EsimProfile {
  return typeof v === 'object' && v !== null && typeof (v as EsimProfile).smdpAddress === 'string' && typeof (v as EsimProfile).matchingId === 'string';
}
