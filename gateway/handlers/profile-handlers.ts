import { randomUUID } from 'node:crypto';
import type { Handler, HandlerMap } from '../http/context';
import { unprocessable } from '../http/gateway-error';
import { getUser, storedMobileNumber, toUserDetails } from '../auth/users';

const DEFAULT_PRIVACY = { marketingEmail: false, marketingSms: false, analytics: true, personalisedOffers: false };

const userDetails: Handler = async ({ services, caller }) => toUserDetails(await getUser(services.db, caller!.userId));

interface ProfileBody { firstName?: string; middleName?: string; lastName?: string; email?: string; contactNumber?: string; dob?: string }
const updateProfile: Handler<ProfileBody> = async ({ services, body, caller }) =>
  services.db.tx(async (q) => {
    const userId = caller!.userId;
    const current = await getUser(q, userId);
    // The email changes only by the verified email change (REQUEST_EMAIL_CHANGE, then its code): an address named
    // here without proof would make the account the owner of whatever was bought under it.
    if (body.email !== undefined && body.email.toLowerCase() !== (current.email ?? '').toLowerCase()) {
      throw unprocessable('EMAIL_CHANGE_NEEDS_CODE', 'body.email: change your email address with the emailed code (Change email), not with the profile');
    }
    // A new contact number is not proven: it no longer signs in until confirmed by its own code.
    await q.query(
      `UPDATE users SET first_name = $2, middle_name = $3, last_name = $4, contact_number = $5, dob = $6,
         phone_confirmed = phone_confirmed AND $5::text IS NOT DISTINCT FROM contact_number WHERE id = $1`,
      [
        userId,
        body.firstName ?? current.first_name,
        body.middleName ?? current.middle_name,
        body.lastName ?? current.last_name,
        // As 92XXXXXXXXXX, as a confirmed number is kept: the same phone typed another way stays confirmed.
        body.contactNumber === undefined ? current.contact_number : (storedMobileNumber(body.contactNumber) ?? body.contactNumber),
        body.dob ? Date.parse(`${body.dob}T00:00:00Z`) : current.dob,
      ],
    );
    return toUserDetails(await getUser(q, userId));
  });

/** Which consent UI each document uses (read by the app from attributes[0].value). */
const CONSENT_UI: Record<string, string> = { TERMS_OF_USE: 'MANDATORY_SCROLL', PRIVACY_POLICY: 'CHECKBOX' };
const consent: Handler<never, { documentName?: string }> = async ({ query }) => ({
  attributes: [{ name: 'consentType', value: CONSENT_UI[query.documentName ?? 'TERMS_OF_USE'] ?? 'IMPLICIT' }],
});

const submitConsent: Handler<{ consentType: string; email?: string }> = async ({ services, body, caller }) => {
  const id = randomUUID();
  await services.db.query('INSERT INTO consents (id, user_id, email, payload, created_at) VALUES ($1, $2, $3, $4::jsonb, $5)', [
    id,
    caller!.userId,
    body.email ?? caller!.email,
    JSON.stringify(body),
    services.clock.now(),
  ]);
  return { id, consentType: body.consentType };
};

const privacy: Handler = async ({ services, caller }) => ({ ...DEFAULT_PRIVACY, ...((await getUser(services.db, caller!.userId)).privacy ?? {}) });

const updatePrivacy: Handler<Partial<typeof DEFAULT_PRIVACY>> = async ({ services, body, caller }) =>
  services.db.tx(async (q) => {
    const next = { ...DEFAULT_PRIVACY, ...((await getUser(q, caller!.userId)).privacy ?? {}), ...body };
    await q.query('UPDATE users SET privacy = $2::jsonb WHERE id = $1', [caller!.userId, JSON.stringify(next)]);
    return next;
  });

export const profileHandlers: HandlerMap = {
  GET_USER_DETAILS: userDetails,
  UPDATE_PROFILE: updateProfile,
  GET_CUSTOMER_CONSENT: consent,
  SUBMIT_CONSENT: submitConsent,
  GET_PRIVACY_SETTINGS: privacy,
  UPDATE_PRIVACY_SETTINGS: updatePrivacy,
  GET_PRIVACY_ANALYTICS_PREFERENCES: async (ctx) => {
    const p = (await privacy(ctx)) as typeof DEFAULT_PRIVACY;
    return { analytics: p.analytics, performance: p.analytics };
  },
  // "Privacy setting enabled" = the customer allows analytics (docs/decisions/2026-11-23-customer-account.md).
  GET_PRIVACY_SETTING: async (ctx) => ({ enabled: ((await privacy(ctx)) as typeof DEFAULT_PRIVACY).analytics }),
};
