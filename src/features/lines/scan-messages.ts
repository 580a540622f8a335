import type { AreaMessages } from '../../i18n/screen-messages';

/** Texts of reading the SIM card's barcode with the camera (issue 46 part 6), beside the activation page's own. */
export const scanMessages: AreaMessages = {
  en: {
    scan_start: 'Scan the barcode',
    scan_stop: 'Stop scanning',
    scan_video: 'Camera view',
    scan_aim: 'Hold the barcode on your SIM card inside the frame. It is read as soon as it is sharp.',
    scan_done: 'Read from the barcode. Check it matches the number on your card.',
    scan_failed: 'We could not use the camera. Type the number instead.',
  },
  ur: {
    scan_start: 'بارکوڈ اسکین کریں',
    scan_stop: 'اسکین بند کریں',
    scan_video: 'کیمرے کا منظر',
    scan_aim: 'اپنے سم کارڈ کا بارکوڈ فریم کے اندر رکھیں۔ صاف نظر آتے ہی پڑھ لیا جائے گا۔',
    scan_done: 'بارکوڈ سے پڑھ لیا گیا۔ دیکھ لیں کہ یہ آپ کے کارڈ پر لکھے نمبر سے ملتا ہے۔',
    scan_failed: 'ہم کیمرا استعمال نہیں کر سکے۔ براہ کرم نمبر خود لکھیں۔',
  },
};
