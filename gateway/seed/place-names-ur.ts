/**
 * Urdu words of the stores and pick-up points (gateway/seed/delivery-seed.ts) for the store finder, and of the places
 * the postal lookup fills (province, district, city, area), kept by the English text they translate, as the
 * catalogue's are (catalog-names-ur.ts). Tests hold every name, address and city of a place the finder lists, and
 * every place of a postal code, to an entry here.
 */
export const PLACE_WORDS_UR: Readonly<Record<string, string>> = {
  // cities
  Lahore: 'لاہور',
  Karachi: 'کراچی',
  Islamabad: 'اسلام آباد',
  Peshawar: 'پشاور',
  Rawalpindi: 'راولپنڈی',
  Faisalabad: 'فیصل آباد',
  Multan: 'ملتان',
  Gujranwala: 'گوجرانوالہ',
  Sialkot: 'سیالکوٹ',
  Bahawalpur: 'بہاولپور',
  Hyderabad: 'حیدرآباد',
  Sukkur: 'سکھر',
  Abbottabad: 'ایبٹ آباد',
  Quetta: 'کوئٹہ',
  Muzaffarabad: 'مظفرآباد',
  Gilgit: 'گلگت',
  // provinces and territories
  Punjab: 'پنجاب',
  Sindh: 'سندھ',
  'Khyber Pakhtunkhwa': 'خیبر پختونخوا',
  Balochistan: 'بلوچستان',
  'Islamabad Capital Territory': 'اسلام آباد وفاقی علاقہ',
  'Azad Jammu and Kashmir': 'آزاد جموں و کشمیر',
  'Gilgit-Baltistan': 'گلگت بلتستان',
  // districts (a district named as its city is the city's word)
  'Karachi South': 'کراچی جنوبی',
  'Karachi East': 'کراچی شرقی',
  // areas a postal code names
  Gulberg: 'گلبرگ',
  'Johar Town': 'جوہر ٹاؤن',
  'DHA Phase 5': 'ڈی ایچ اے فیز 5',
  Saddar: 'صدر',
  'Civil Lines': 'سول لائنز',
  Cantonment: 'چھاؤنی',
  'Satellite Town': 'سیٹلائٹ ٹاؤن',
  'Model Town': 'ماڈل ٹاؤن',
  Clifton: 'کلفٹن',
  'Gulshan-e-Iqbal': 'گلشن اقبال',
  Latifabad: 'لطیف آباد',
  'Barrage Colony': 'بیراج کالونی',
  'Blue Area': 'بلیو ایریا',
  'F-7 Markaz': 'ایف سیون مرکز',
  'University Town': 'یونیورسٹی ٹاؤن',
  Chattar: 'چھتر',
  Jutial: 'جوٹیال',
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
