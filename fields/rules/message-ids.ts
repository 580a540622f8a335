/**
 * Every message id the field rules can emit. SPEC §5 names most of them; the rest are project
 * decisions recorded in docs/decisions/2026-11-21-field-config-and-rules.md. Text lives in the locale files, never
 * here.
 */
export const MESSAGE_IDS = {
  blank: 'error_cannot_be_blank',
  nameCharacters: 'error_no_number_no_special_character',
  email: 'error_invalid_email',
  contactNumber: 'error_invalid_contact_number',
  cnic: 'error_invalid_CINC_Number',
  fullName: 'error_requires_first_and_last_name',
  confirmMismatch: 'personal_details_cnic_mismatch',
  zipCode: 'error_invalid_zip_code',
  pastDate: 'cannot_be_a_past_date',
  belowMinAge: 'error_below_min_age_value',
  eligibilityNote: 'eligibility_alert_document_id',
  eligibilityNoteWithoutMnp: 'eligibility_alert_document_id_without_mnp',
  // Not named by SPEC §5: project decisions.
  invalidValue: 'error_invalid_value',
  invalidDate: 'error_invalid_date',
  maxLength: 'error_max_length_exceeded',
  digitsOnly: 'error_digits_only',
  documentId: 'error_invalid_document_id',
  notEligible: 'error_document_id_not_eligible',
  otp: 'error_invalid_otp',
  shortCode: 'error_invalid_code',
  iccId: 'error_invalid_iccid',
  fileTooLarge: 'error_file_too_large',
  fileType: 'error_file_type_not_supported',
  tooManyFiles: 'error_too_many_files',
  fileReadAborted: 'error_file_reading_aborted',
  fileReadFailed: 'error_file_reading_failed',
  uploadFailed: 'error_upload_failed',
  cardNumber: 'error_invalid_card_number',
  securityCode: 'error_invalid_security_code',
} as const;

/** A message id a rule can return. */
export type MessageId = (typeof MESSAGE_IDS)[keyof typeof MESSAGE_IDS];
