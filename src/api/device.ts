/** SPEC §7: gateway channel and device app type sent in request bodies. */
export const CHANNEL = 'web' as const;
export const APP_TYPE = 'ecosystem' as const;

const KEY = 'device:id';

/** The device id: from the device_id query parameter when the native app hands one over, else one per browser. */
export function deviceId(search: string = typeof location === 'undefined' ? '' : location.search): string {
  const handed = new URLSearchParams(search).get('device_id');
  try {
    if (handed && /^[A-Za-z0-9._:-]{1,100}$/.test(handed)) {
      localStorage.setItem(KEY, handed);
      return handed;
    }
    const saved = localStorage.getItem(KEY);
    if (saved) return saved;
    const fresh = crypto.randomUUID();
    localStorage.setItem(KEY, fresh);
    return fresh;
  } catch {
    return handed ?? 'web-anonymous';
  }
}

/** The device object of the validate-OTP body (SPEC §7). */
export function deviceInfo(id: string = deviceId()): { app_type: typeof APP_TYPE; device_id: string; device_type: string } {
  return { app_type: APP_TYPE, device_id: id, device_type: 'web' };
}
