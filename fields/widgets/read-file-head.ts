import { FILE_HEADER_BYTES } from '../rules/image-rules';

/** Reads the first bytes of a file; rejects with 'abort' or 'error' (FileReader event names). */
export function readFileHead(file: Blob, bytes = FILE_HEADER_BYTES): Promise<Uint8Array> {
  const head = file.slice(0, bytes);
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onabort = () => reject(new Error('abort'));
    reader.onerror = () => reject(new Error('error'));
    reader.readAsArrayBuffer(head);
  });
}
