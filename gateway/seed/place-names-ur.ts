/**
 * Urdu words of the stores and pick-up points (gateway/seed/delivery-seed.ts) for the store finder, kept by the English
 * text they translate, as the catalogue's are (catalog-names-ur.ts). A test holds every name, address and city of
 * a place the finder lists to an entry here.
 */
export const PLACE_WORDS_UR: Readonly<Record<string, string>> = {
  // cities
  Lahore: 'لاہور',
  Karachi: 'کراچی',
  Islamabad: 'اسلام آباد',
  Peshawar: 'پشاور',
  // stores
  'Lahore Flagship': 'ستارہ اسٹور لاہور',
  'Karachi Flagship': 'ستارہ اسٹور کراچی',
  'Peshawar Saddar': 'ستارہ اسٹور پشاور صدر',
  '21 Main Boulevard, Gulberg III': '21 مین بلیوارڈ، گلبرگ III',
  'Shop 4, Clifton Centre, Block 5, Clifton': 'دکان 4، کلفٹن سینٹر، بلاک 5، کلفٹن',
  'Saddar Road': 'صدر روڈ',
  // pick-up points
  'Liberty Market pick-up point': 'لبرٹی مارکیٹ پک اپ پوائنٹ',
  'Liberty Market, Gulberg III': 'لبرٹی مارکیٹ، گلبرگ III',
  'Dolmen Mall Clifton pick-up point': 'ڈولمن مال کلفٹن پک اپ پوائنٹ',
  'Block 4, Clifton': 'بلاک 4، کلفٹن',
  'Blue Area pick-up point': 'بلیو ایریا پک اپ پوائنٹ',
  'Jinnah Avenue, Blue Area': 'جناح ایونیو، بلیو ایریا',
  'F-7 Markaz pick-up point': 'ایف سیون مرکز پک اپ پوائنٹ',
  'Jinnah Super, F-7': 'جناح سپر، ایف سیون',
};
