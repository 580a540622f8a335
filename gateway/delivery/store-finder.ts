/**
 * The store finder (issue 46 part 6): Sitara's open stores and the purchase's pick-up points (the same seed the
 * delivery step offers, gateway/seed/delivery-seed.ts), found by city, area or name in English or Urdu, or by the
 * start of a postal code. Static sandbox data read in memory: no database, so twenty searches at once cost nothing.
 */
import type { CatalogLanguage } from '../catalog/localise';
import { pickupLocations, retailStores, retailStoreVisits } from '../seed/delivery-seed';
import { PLACE_WORDS_UR } from '../seed/place-names-ur';

export type PlaceKind = 'STORE' | 'PICKUP';

/** One place as the finder answers it, in the reader's language. `openingHours` is `HH:MM-HH:MM` (Pakistan time). */
export interface Place {
  id: string; kind: PlaceKind; name: string; address: string; city: string; postalCode: string; openingHours: string;
  /** What a map search is given: the address as the map knows it (in English, whatever the reader's language). */
  mapQuery: string;
}

interface SeedPlace { id: string; kind: PlaceKind; name: string; addressLine1: string; city: string; postalCode: string; openingHours: string }

/** Every place the finder knows, stores first (a customer who asks for a shop wants the shop). */
export const PLACES: readonly SeedPlace[] = [
  ...retailStores.flatMap((s) => {
    const visit = retailStoreVisits[s.storeId];
    return s.active && visit ? [{ id: s.storeId, kind: 'STORE' as const, name: s.name, city: s.city, postalCode: s.postalCode, ...visit }] : [];
  }),
  ...pickupLocations.map((l) => ({ id: l.id, kind: 'PICKUP' as const, name: l.name, addressLine1: l.address.addressLine1, city: l.city, postalCode: l.postalCode, openingHours: l.openingHours })),
];

const ur = (text: string): string => PLACE_WORDS_UR[text] ?? text;

/** A place's words in a language: Urdu where the gateway knows them, else as written (English). */
export const placeWordsIn = (language: CatalogLanguage): ((text: string) => string) => (language === 'ur' ? ur : (text) => text);

/** Text as the finder compares it: lower case, spaces collapsed, Urdu marks dropped. */
const comparable = (text: string): string => text.normalize('NFKC').toLowerCase().replace(/[\u064B-\u065F\u0670]/g, '').replace(/\s+/g, ' ').trim();

/**
 * The places matching a query already checked by the endpoint's schema: digits match the start of a postal code;
 * words match a city, an address or a name, in English or in Urdu.
 * @example findPlaces('54', 'en').map((p) => p.id) // ['ST-LHR-01', 'PL-LHR-1']
 */
export function findPlaces(query: string, language: CatalogLanguage): Place[] {
  const q = comparable(query);
  const byCode = /^[0-9]+$/.test(q);
  return PLACES.filter((p) =>
    byCode ? p.postalCode.startsWith(q) : [p.city, p.name, p.addressLine1].some((t) => comparable(t).includes(q) || comparable(ur(t)).includes(q)),
  ).map((p) => {
    const say = placeWordsIn(language);
    return { id: p.id, kind: p.kind, name: say(p.name), address: say(p.addressLine1), city: say(p.city), postalCode: p.postalCode, openingHours: p.openingHours, mapQuery: `${p.addressLine1}, ${p.city} ${p.postalCode}, Pakistan` };
  });
}
