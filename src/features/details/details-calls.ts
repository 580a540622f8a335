import { useContext, useMemo } from 'react';
import type { ZipSuggestion } from '../../../fields';
import type { ApiClient } from '../../api/api-client';
import { ApiContext } from '../../api/api-context';
import type { Slot } from './delivery-rules';
import type { PostalAnswer } from './postal-fill';
import { safeTimeZone } from '../../config/server-values';
import type { GetSelfPickupAddressesResult } from '../../api/generated/response-types';

/** What the details screens need from global config (SPEC §3). */
export interface DetailsSettings {
  readonly countryCode: string;
  readonly internationalCode: string;
  readonly timeZone: string;
  readonly eligibilityEnabled: boolean;
  readonly portInEnabled: boolean;
}

/** Used when global config cannot be read: Pakistan, and no eligibility check (the server checks again). */
export const FALLBACK_SETTINGS: DetailsSettings = {
  countryCode: 'PK', internationalCode: '+92', timeZone: 'Asia/Karachi', eligibilityEnabled: false, portInEnabled: false,
};

/** A self-pickup point (SPEC §7 self-pickup addresses). */
export interface PickupPoint {
  readonly id: string;
  readonly name: string;
  readonly city: string;
  readonly postalCode: string;
  readonly line: string;
}

/**
 * Everything the personal and address screens ask of the gateway: the seam that lets component tests hand
 * the screens their data without the app's API provider (as the manual eKYC page does).
 */
export interface DetailsSource {
  loadSettings(): Promise<DetailsSettings>;
  /**
   * Raw field configs as the gateway serves them (GET_FORM_CONFIG), parsed leniently by the screens. A failure
   * rejects: the screens then say so with Try again and Back (there is no bundled copy to fall back on).
   */
  loadPersonalConfig(): Promise<unknown>;
  loadAddressConfigs(): Promise<{ readonly billing: unknown; readonly delivery: unknown }>;
  /** Document-ID eligibility (SPEC §5/§7): true when the document may take another line. */
  checkDocumentId(documentId: string, documentType: string): Promise<boolean>;
  /** Number-of-lines eligibility (at most 5 lines per CNIC); `enabled` false means the feature is off. */
  checkNumberOfLines(documentId: string): Promise<{ readonly enabled: boolean; readonly eligible: boolean; readonly maxLines?: number }>;
  /** Whether the onboarding needs eKYC (the context specification). */
  loadKycRequired(): Promise<boolean>;
  loadDeliveryMethods(): Promise<readonly string[]>;
  loadSlots(method: string): Promise<readonly Slot[]>;
  /** Re-reads one slot before Next, so a slot taken meanwhile is caught here and not at payment. */
  checkSlot(slotId: string): Promise<Slot>;
  loadPickupPoints(zipcode: string): Promise<readonly PickupPoint[]>;
  /** Address lookups of a country (SPEC §7 GET /v1/address?country=). */
  lookupAddresses(country: string): Promise<readonly ZipSuggestion[]>;
  /**
   * The postal service's answer for one whole postal code (GET /v1/address?country=&postalCode=), or null when
   * unknown: its places as the address keeps them, and their names in the reader's language to read back.
   */
  lookupPostalCode(country: string, postalCode: string): Promise<PostalAnswer | null>;
}

/** A pick-up point's first address line (its address is an open object in the answer). */
const lineOf = (address: GetSelfPickupAddressesResult['pickupLocations'][number]['address']) => (typeof address?.addressLine1 === 'string' ? address.addressLine1 : '');

/** The gateway-backed source over the app's API client (endpoint names from schemas/endpoints.ts). */
export function apiDetailsSource(api: ApiClient): DetailsSource {
  return {
    loadSettings: async () => {
      const c = await api.call('GET_GLOBAL_CONFIG');
      return {
        countryCode: c.country_config.country_code,
        internationalCode: c.country_config.international_code,
        // Already made safe where the config is read (src/config/server-values.ts); checked again for sources built otherwise.
        timeZone: safeTimeZone(c.country_config.default_timezone),
        eligibilityEnabled: c.eligibility.enabled,
        portInEnabled: c.number_types.some((t) => t.type === 'PORT_IN' && t.enabled !== false),
      };
    },
    loadPersonalConfig: () => api.call('GET_FORM_CONFIG', { params: { form: 'personal' } }),
    loadAddressConfigs: async () => {
      const [billing, delivery] = await Promise.all([
        api.call('GET_FORM_CONFIG', { params: { form: 'billing' } }),
        api.call('GET_FORM_CONFIG', { params: { form: 'delivery' } }),
      ]);
      return { billing, delivery };
    },
    checkDocumentId: async (documentId, documentType) => {
      const type = documentType.replace(/ /g, '_');
      const r = await api.call('CHECK_DOCUMENT_ID', { body: { documentId, documentType: type }, headers: { [type]: documentId } });
      return r.data.eligible;
    },
    checkNumberOfLines: async (documentId) => {
      const r = await api.call('GET_NUMBER_OF_LINES_ELIGIBILITY', { query: { documentId } });
      return { enabled: r.enabled, eligible: r.eligible !== false, ...(r.maxLines ? { maxLines: r.maxLines } : {}) };
    },
    loadKycRequired: async () => (await api.call('GET_EKYC_CONTEXT_SPECIFICATIONS', { query: { context: 'onboarding' } })).kycRequired,
    loadDeliveryMethods: async () => (await api.call('GET_DELIVERY_METHODS')).map((m) => m.id),
    loadSlots: (method) => api.call('GET_SLOTS', { query: { method, days: 7 } }),
    checkSlot: (slotId) => api.call('GET_SLOT', { params: { slotId } }),
    loadPickupPoints: async (zipcode) =>
      (await api.call('GET_SELF_PICKUP_ADDRESSES', { query: { zipcode } })).pickupLocations.map((l) => ({
        id: l.id, name: l.name, city: l.city, postalCode: l.postalCode, line: lineOf(l.address),
      })),
    lookupAddresses: async (country) => (await api.call('GET_ADDRESS_LOOKUP', { query: { country } })).map(({ placeNames: _names, ...a }) => ({ ...a, state: a.state ?? '' })),
    lookupPostalCode: async (country, postalCode) => {
      // The gateway matches the start of a code: only the code itself is this code's answer.
      const found = (await api.call('GET_ADDRESS_LOOKUP', { query: { country, postalCode } })).find((a) => a.postalCode === postalCode);
      if (!found) return null;
      const { placeNames, ...places } = found;
      return { places: { ...places, state: places.state ?? '' }, names: placeNames ?? {} };
    },
  };
}

/** The app's source when the API provider is present, else undefined (the screens then say they cannot load). */
export function useAppDetailsSource(): DetailsSource | undefined {
  const api = useContext(ApiContext);
  return useMemo(() => (api ? apiDetailsSource(api) : undefined), [api]);
}
