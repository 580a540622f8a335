import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { withMessages } from '../../i18n/screen-messages';
import { scanMessages } from './scan-messages';
import { openSimScanner, readSimNumber, simScanFormats } from './sim-scan';
import { MessageText } from '../../ui/message-text';

type ScanState = 'idle' | 'scanning' | 'done' | 'failed';

/**
 * "Scan the barcode" beside the SIM card number, shown only where the browser has a barcode reader and a camera
 * (sim-scan.ts); the number read is handed to `onScanned`, which fills the field and checks it as typed. The camera
 * is stopped as soon as a number is read, the customer stops, or the page is left.
 */
function SimScan({ onScanned, win = typeof window === 'undefined' ? undefined : window }: { onScanned: (value: string) => void; win?: unknown }) {
  const intl = useIntl();
  const [formats, setFormats] = useState<string[]>([]);
  const [state, setState] = useState<ScanState>('idle');
  const video = useRef<HTMLVideoElement>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => {
    let live = true;
    void simScanFormats(win).then((f) => live && setFormats(f));
    return () => {
      live = false;
      running.current?.abort();
    };
  }, [win]);
  if (!formats.length) return null;

  const start = async () => {
    const stop = new AbortController();
    running.current = stop;
    setState('scanning');
    let stream: MediaStream | undefined;
    try {
      const opened = await openSimScanner(win, formats);
      stream = opened.stream;
      const view = video.current;
      if (!view) throw new Error('no camera view');
      view.srcObject = stream;
      await view.play().catch(() => undefined);
      const value = await readSimNumber(opened.reader, view, stop.signal);
      if (value) {
        onScanned(value);
        setState('done');
      } else setState('idle');
    } catch {
      if (!stop.signal.aborted) setState('failed');
    } finally {
      for (const track of stream?.getTracks() ?? []) track.stop();
      if (video.current) video.current.srcObject = null;
      if (running.current === stop) running.current = null;
    }
  };

  const scanning = state === 'scanning';
  return (
    <div className="sim-scan stack" data-testid="sim-scan">
      <button type="button" className="secondary" aria-expanded={scanning} onClick={() => (scanning ? running.current?.abort() : void start())}>
        <FormattedMessage id={scanning ? 'scan_stop' : 'scan_start'} />
      </button>
      <div className="sim-scan-view" hidden={!scanning}>
        <MessageText id="scan_aim" className="hint" />
        <video ref={video} muted playsInline aria-label={intl.formatMessage({ id: 'scan_video' })} />
      </div>
      <p role="status" className={state === 'done' ? 'hint' : 'visually-hidden'}>
        {state === 'done' && <FormattedMessage id="scan_done" />}
      </p>
      {state === 'failed' && (
        <MessageText id="scan_failed" role="alert" className="alert alert-info" />
      )}
    </div>
  );
}

/** The scan button with its own texts. */
export const SimScanButton = withMessages(scanMessages, SimScan);
