/** The personal fields the account may correct with UPDATE_PROFILE; email has its own confirmed change, identity its eKYC. */
export const EDITABLE_PERSONAL = ['firstName', 'middleName', 'lastName', 'dob', 'contactNumber'] as const;

/**
 * The UPDATE_PROFILE body from the form: dd-MM-yyyy → yyyy-MM-dd, the number's digits only, blank optional names
 * sent as empty (so a middle name can be removed).
 * @example profileUpdateBody({ firstName: 'Ali', dob: '01-02-1990' }) // { firstName: 'Ali', middleName: '', dob: '1990-02-01' }
 */
export function profileUpdateBody(values: Record<string, string>): Record<string, string> {
  const body: Record<string, string> = {};
  for (const name of EDITABLE_PERSONAL) {
    const v = (values[name] ?? '').trim();
    if (name === 'dob') {
      const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(v);
      if (m) body.dob = `${m[3]}-${m[2]}-${m[1]}`;
    } else if (name === 'contactNumber') {
      const digits = v.replace(/\D/g, '');
      // A number typed after the field's +92 (3XXXXXXXXX) is stored with its country code, as the sign-up stores it.
      if (digits) body.contactNumber = /^3\d{9}$/.test(digits) ? `92${digits}` : digits;
    } else if (v || name === 'middleName') body[name] = v;
  }
  return body;
}

/** The UPDATE_SHIPMENT address from the form: the filled fields only. */
export function deliveryAddressBody(values: Record<string, string>, fieldNames: readonly string[]): Record<string, string> {
  return Object.fromEntries(fieldNames.map((n) => [n, (values[n] ?? '').trim()] as const).filter(([, v]) => v !== ''));
}
