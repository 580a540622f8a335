import { connect } from 'node:net';

export interface RawResponse {
  /** The status code of the first response line; 0 when the server closed without answering. */
  status: number;
  text: string;
}

/**
 * Sends bytes exactly as given (no URL normalising, no header checks, as an attacker or a broken proxy would)
 * and resolves with the server's answer once it closes the connection or after `ms`.
 */
export function rawRequest(port: number, request: string | Buffer, ms = 5000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), text });
    };
    const timer = setTimeout(() => (chunks.length ? done() : reject(new Error(`no answer within ${ms} ms to ${String(request).slice(0, 80)}`))), ms);
    socket.on('data', (c) => {
      chunks.push(c);
      // One answer is enough: stop at the end of the first response's headers plus its declared body.
      const text = Buffer.concat(chunks).toString('latin1');
      const head = text.indexOf('\r\n\r\n');
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(text)?.[1] ?? NaN);
      if (head >= 0 && Number.isFinite(length) && Buffer.byteLength(text, 'latin1') >= head + 4 + length) done();
    });
    socket.on('end', done);
    socket.on('error', () => done());
    socket.write(request);
  });
}
