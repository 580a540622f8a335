/** Delivery seed: methods, pickup locations, retail stores and address lookups in Pakistan. */
export const deliveryMethods = [
  { id: 'DOORSTEP_DELIVERY', name: 'Home delivery', fee: 150 },
  { id: 'SELF_PICKUP', name: 'Pick up at a partner location', fee: 0 },
  { id: 'RETAIL', name: 'Collect in a store', fee: 0 },
];

export const pickupLocations = [
  { id: 'PL-LHR-1', name: 'Liberty Market pick-up point', postalCode: '54000', city: 'Lahore', address: { addressLine1: 'Liberty Market, Gulberg III' }, openingHours: '10:00-22:00' },
  { id: 'PL-KHI-1', name: 'Dolmen Mall Clifton pick-up point', postalCode: '75600', city: 'Karachi', address: { addressLine1: 'Block 4, Clifton' }, openingHours: '10:00-22:00' },
  { id: 'PL-ISB-1', name: 'Blue Area pick-up point', postalCode: '44000', city: 'Islamabad', address: { addressLine1: 'Jinnah Avenue, Blue Area' }, openingHours: '09:00-21:00' },
  { id: 'PL-ISB-2', name: 'F-7 Markaz pick-up point', postalCode: '44010', city: 'Islamabad', address: { addressLine1: 'Jinnah Super, F-7' }, openingHours: '09:00-21:00' },
];

export const retailStores = [
  { storeId: 'ST-LHR-01', name: 'Lahore Flagship', city: 'Lahore', active: true, postalCode: '54000' },
  { storeId: 'ST-KHI-01', name: 'Karachi Flagship', city: 'Karachi', active: true, postalCode: '75600' },
  { storeId: 'ST-PEW-01', name: 'Peshawar Saddar', city: 'Peshawar', active: false, postalCode: '25000' },
];

/** Where each store is and when it opens (Pakistan time): the store finder lists the active ones (gateway/delivery/store-finder.ts). */
export const retailStoreVisits: Readonly<Record<string, { addressLine1: string; openingHours: string }>> = {
  'ST-LHR-01': { addressLine1: '21 Main Boulevard, Gulberg III', openingHours: '09:00-21:00' },
  'ST-KHI-01': { addressLine1: 'Shop 4, Clifton Centre, Block 5, Clifton', openingHours: '09:00-21:00' },
  'ST-PEW-01': { addressLine1: 'Saddar Road', openingHours: '10:00-20:00' },
};

/**
 * The sandbox's postal service (issue 46): a Pakistani postal code gives its province, district, city and area, so the
 * address form asks only what the code does not fill. A code not listed here is unknown: the customer types them.
 */
export const addressLookups = [
  { postalCode: '54000', country: 'PK', state: '', province: 'Punjab', district: 'Lahore', city: 'Lahore', area: 'Gulberg' },
  { postalCode: '54700', country: 'PK', state: '', province: 'Punjab', district: 'Lahore', city: 'Lahore', area: 'Johar Town' },
  { postalCode: '54792', country: 'PK', state: '', province: 'Punjab', district: 'Lahore', city: 'Lahore', area: 'DHA Phase 5' },
  { postalCode: '46000', country: 'PK', state: '', province: 'Punjab', district: 'Rawalpindi', city: 'Rawalpindi', area: 'Saddar' },
  { postalCode: '38000', country: 'PK', state: '', province: 'Punjab', district: 'Faisalabad', city: 'Faisalabad', area: 'Civil Lines' },
  { postalCode: '60000', country: 'PK', state: '', province: 'Punjab', district: 'Multan', city: 'Multan', area: 'Cantonment' },
  { postalCode: '52250', country: 'PK', state: '', province: 'Punjab', district: 'Gujranwala', city: 'Gujranwala', area: 'Satellite Town' },
  { postalCode: '51310', country: 'PK', state: '', province: 'Punjab', district: 'Sialkot', city: 'Sialkot', area: 'Cantonment' },
  { postalCode: '63100', country: 'PK', state: '', province: 'Punjab', district: 'Bahawalpur', city: 'Bahawalpur', area: 'Model Town' },
  { postalCode: '75600', country: 'PK', state: '', province: 'Sindh', district: 'Karachi South', city: 'Karachi', area: 'Clifton' },
  { postalCode: '74200', country: 'PK', state: '', province: 'Sindh', district: 'Karachi South', city: 'Karachi', area: 'Saddar' },
  { postalCode: '75300', country: 'PK', state: '', province: 'Sindh', district: 'Karachi East', city: 'Karachi', area: 'Gulshan-e-Iqbal' },
  { postalCode: '71000', country: 'PK', state: '', province: 'Sindh', district: 'Hyderabad', city: 'Hyderabad', area: 'Latifabad' },
  { postalCode: '65200', country: 'PK', state: '', province: 'Sindh', district: 'Sukkur', city: 'Sukkur', area: 'Barrage Colony' },
  { postalCode: '44000', country: 'PK', state: '', province: 'Islamabad Capital Territory', district: 'Islamabad', city: 'Islamabad', area: 'Blue Area' },
  { postalCode: '44010', country: 'PK', state: '', province: 'Islamabad Capital Territory', district: 'Islamabad', city: 'Islamabad', area: 'F-7 Markaz' },
  { postalCode: '25000', country: 'PK', state: '', province: 'Khyber Pakhtunkhwa', district: 'Peshawar', city: 'Peshawar', area: 'Saddar' },
  { postalCode: '25120', country: 'PK', state: '', province: 'Khyber Pakhtunkhwa', district: 'Peshawar', city: 'Peshawar', area: 'University Town' },
  { postalCode: '22010', country: 'PK', state: '', province: 'Khyber Pakhtunkhwa', district: 'Abbottabad', city: 'Abbottabad', area: 'Cantonment' },
  { postalCode: '87300', country: 'PK', state: '', province: 'Balochistan', district: 'Quetta', city: 'Quetta', area: 'Cantonment' },
  { postalCode: '13100', country: 'PK', state: '', province: 'Azad Jammu and Kashmir', district: 'Muzaffarabad', city: 'Muzaffarabad', area: 'Chattar' },
  { postalCode: '15100', country: 'PK', state: '', province: 'Gilgit-Baltistan', district: 'Gilgit', city: 'Gilgit', area: 'Jutial' },
];

/** Slots: three windows a day, from tomorrow (Asia/Karachi dates are close enough to UTC dates for a sandbox). */
export const SLOT_WINDOWS = [
  ['09:00', '12:00'],
  ['12:00', '15:00'],
  ['15:00', '18:00'],
] as const;

/** A reschedule after the first one costs this much. */
export const RESCHEDULE_FEE = 200;
