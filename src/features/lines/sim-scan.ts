import { iccIdProblem } from '../../domain/line-view';

/**
 * Reading the SIM card number from its barcode with the camera (issue 46 part 6), where the browser offers a barcode
 * reader (the Shape Detection API's BarcodeDetector, with getUserMedia for the camera). Feature-detected: where
 * either is missing, or the reader knows none of the formats a SIM card's number is printed in, nothing is offered
 * and typing is the way. What the camera reads fills the field and is checked as if typed.
 */

/**
 * What a scan puts in the form: the number as the field's text, and the problem typing it would have (checked at
 * once: nothing was typed, so no submit is waited for).
 * @example scannedEntry('8992041234567890123') // { text: '8992041234567890123', problem: null }
 */
export function scannedEntry(value: string): { text: string; problem: string | null } {
  return { text: value, problem: iccIdProblem(value) };
}

/** A detected barcode, as BarcodeDetector gives it (only what is used here). */
export interface DetectedBarcode { rawValue: string }
/** The part of BarcodeDetector used here; tests hand in a fake. */
export interface BarcodeReader { detect(source: CanvasImageSource): Promise<DetectedBarcode[]> }
interface BarcodeReaderClass {
  new (options?: { formats?: string[] }): BarcodeReader;
  getSupportedFormats?: () => Promise<string[]>;
}

/** The formats a SIM card's number is printed in (Code 128 on most cards; some carry Code 39, ITF or a 2D code). */
export const SIM_BARCODE_FORMATS = ['code_128', 'code_39', 'itf', 'data_matrix', 'qr_code'] as const;

/** The browser's barcode reader class and camera, if it has both. */
function browserParts(win: unknown): { Reader: BarcodeReaderClass; media: MediaDevices } | undefined {
  const w = win as { BarcodeDetector?: BarcodeReaderClass; navigator?: { mediaDevices?: MediaDevices } } | undefined;
  const Reader = w?.BarcodeDetector;
  const media = w?.navigator?.mediaDevices;
  return typeof Reader === 'function' && typeof media?.getUserMedia === 'function' ? { Reader, media } : undefined;
}

/**
 * The SIM barcode formats this browser reads, or none: no BarcodeDetector, no camera API, or no format of a SIM card.
 * @example await simScanFormats(window) // ['code_128', 'qr_code'] in Chrome on Android; [] in a desktop Firefox
 */
export async function simScanFormats(win: unknown): Promise<string[]> {
  const parts = browserParts(win);
  if (!parts) return [];
  try {
    const known = (await parts.Reader.getSupportedFormats?.()) ?? [...SIM_BARCODE_FORMATS];
    return SIM_BARCODE_FORMATS.filter((f) => known.includes(f));
  } catch {
    return [];
  }
}

/**
 * The SIM card number in what a barcode says: the first run of 18 to 22 digits (spaces ignored), or undefined. A
 * card's barcode may carry a letter or a check character after the digits; what is taken is checked like typing.
 * @example simNumberFromBarcode('8992 0412 3456 7890 123F') // '8992041234567890123'
 */
export function simNumberFromBarcode(raw: string): string | undefined {
  return /\d{18,22}/.exec(raw.replace(/\s/g, ''))?.[0];
}

/**
 * Reads frames from `source` with `reader` until a barcode carries a SIM card number, `signal` is aborted (the
 * customer stopped), or the reader fails; one frame every `intervalMs`.
 */
export async function readSimNumber(reader: BarcodeReader, source: CanvasImageSource, signal: AbortSignal, intervalMs = 200, wait = (ms: number) => new Promise((r) => setTimeout(r, ms))): Promise<string | undefined> {
  while (!signal.aborted) {
    const found = (await reader.detect(source)).map((b) => simNumberFromBarcode(b.rawValue)).find(Boolean);
    if (found) return found;
    await wait(intervalMs);
  }
  return undefined;
}

/** A reader of the given formats and the rear camera's stream, from the browser (only once simScanFormats said yes). */
export async function openSimScanner(win: unknown, formats: string[]): Promise<{ reader: BarcodeReader; stream: MediaStream }> {
  const parts = browserParts(win);
  if (!parts) throw new Error('no barcode reader');
  const stream = await parts.media.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  return { reader: new parts.Reader({ formats }), stream };
}
