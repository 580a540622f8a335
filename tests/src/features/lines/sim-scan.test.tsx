// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { readSimNumber, scannedEntry, simNumberFromBarcode, simScanFormats, SIM_BARCODE_FORMATS, type BarcodeReader } from '../../../../src/features/lines/sim-scan';
import { SimScanButton } from '../../../../src/features/lines/sim-scan-button';
import { scanMessages } from '../../../../src/features/lines/scan-messages';
import { ICC_ID_LENGTH } from '../../../../src/domain/line-view';

afterEach(cleanup);
beforeAll(() => {
  // jsdom plays no media; the camera view only has to accept a stream.
  HTMLMediaElement.prototype.play = () => Promise.resolve();
});

const VALID = '8'.repeat(ICC_ID_LENGTH);

/** A browser as the scanner sees it: a fake BarcodeDetector reading `frames` in turn, and a fake camera. */
function fakeBrowser({ formats = ['code_128', 'qr_code'], frames = [[{ rawValue: VALID }]], camera = true, reader = true }: { formats?: string[]; frames?: Array<Array<{ rawValue: string }>>; camera?: boolean; reader?: boolean } = {}) {
  const stop = vi.fn();
  const seen: unknown[] = [];
  let frame = 0;
  class FakeDetector {
    static getSupportedFormats = async () => formats;
    constructor(readonly options?: { formats?: string[] }) {}
    async detect(source: unknown) {
      seen.push(source);
      return frames[Math.min(frame++, frames.length - 1)] ?? [];
    }
  }
  const getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop }] }) as unknown as MediaStream);
  const win = { ...(reader ? { BarcodeDetector: FakeDetector } : {}), navigator: { mediaDevices: camera ? { getUserMedia } : {} } };
  return { win, stop, getUserMedia, seen };
}

describe('SIM card number by the camera: what the browser offers', () => {
  it.each([
    { name: 'no BarcodeDetector (Firefox, Safari, headless Chromium)', browser: fakeBrowser({ reader: false }).win, expected: [] },
    { name: 'a reader but no camera API', browser: fakeBrowser({ camera: false }).win, expected: [] },
    { name: 'a reader of no SIM card format', browser: fakeBrowser({ formats: ['ean_13', 'upc_a'] }).win, expected: [] },
    { name: 'Code 128 and QR', browser: fakeBrowser({ formats: ['qr_code', 'code_128', 'ean_13'] }).win, expected: ['code_128', 'qr_code'] },
    { name: 'no window', browser: undefined, expected: [] },
  ])('$name → $expected', async ({ browser, expected }) => {
    expect(await simScanFormats(browser)).toEqual(expected);
  });

  it('a reader whose format list fails offers nothing', async () => {
    const { win } = fakeBrowser();
    (win.BarcodeDetector as unknown as { getSupportedFormats: () => Promise<string[]> }).getSupportedFormats = () => Promise.reject(new Error('busy'));
    expect(await simScanFormats(win)).toEqual([]);
  });

  it.each([
    { raw: VALID, expected: VALID },
    { raw: '8992 0412 3456 7890 123F', expected: '8992041234567890123' },
    { raw: 'ICCID:89920412345678901234', expected: '89920412345678901234' },
    { raw: '12345', expected: undefined },
    { raw: 'https://example.pk/x', expected: undefined },
  ])('a barcode saying $raw gives $expected', ({ raw, expected }) => {
    expect(simNumberFromBarcode(raw)).toBe(expected);
  });

  it('frames are read until one carries a number; stopping ends the reading', async () => {
    const frames = [[], [{ rawValue: 'not a sim' }], [{ rawValue: VALID }]];
    let i = 0;
    const reader: BarcodeReader = { detect: async () => frames[i++] ?? [] };
    expect(await readSimNumber(reader, {} as CanvasImageSource, new AbortController().signal, 0, async () => undefined)).toBe(VALID);
    expect(i).toBe(3);
    const stop = new AbortController();
    const never: BarcodeReader = { detect: async () => (stop.abort(), []) };
    expect(await readSimNumber(never, {} as CanvasImageSource, stop.signal, 0, async () => undefined)).toBeUndefined();
  });

  it('what is scanned is checked as if typed', () => {
    expect(scannedEntry(VALID)).toEqual({ text: VALID, problem: null });
    expect(scannedEntry(`${VALID}1`)).toEqual({ text: `${VALID}1`, problem: 'icc_length' });
  });
});

function mount(win: unknown, onScanned: (v: string) => void) {
  render(
    <IntlProvider locale="en-PK" messages={{}}>
      <SimScanButton onScanned={onScanned} win={win} />
    </IntlProvider>,
  );
}

describe('the Scan button', () => {
  it('is absent where the browser has no barcode reader', async () => {
    mount(fakeBrowser({ reader: false }).win, vi.fn());
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('reads the camera with the fake reader, hands the number over, stops the camera and says so', async () => {
    const { win, stop, getUserMedia, seen } = fakeBrowser({ frames: [[], [{ rawValue: `${VALID}F` }]] });
    const onScanned = vi.fn();
    mount(win, onScanned);
    const button = await screen.findByRole('button', { name: scanMessages.en.scan_start });
    await userEvent.setup().click(button);
    await waitFor(() => expect(onScanned).toHaveBeenCalledWith(VALID));
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    expect(seen[0]).toBeInstanceOf(HTMLVideoElement);
    expect(stop).toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe(scanMessages.en.scan_done);
  });

  it('a camera refused says so and leaves typing', async () => {
    const { win, getUserMedia } = fakeBrowser();
    getUserMedia.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    mount(win, vi.fn());
    await userEvent.setup().click(await screen.findByRole('button', { name: scanMessages.en.scan_start }));
    expect((await screen.findByRole('alert')).textContent).toBe(scanMessages.en.scan_failed);
  });

  it('both languages have every text', () => {
    expect(Object.keys(scanMessages.ur).sort()).toEqual(Object.keys(scanMessages.en).sort());
    for (const text of Object.values(scanMessages.ur)) expect(text).not.toMatch(/[A-Za-z]/);
    expect(SIM_BARCODE_FORMATS).toContain('code_128');
  });
});
