/** Accepted upload types, recognised by their first bytes (never by name or declared type). */
const SIGNATURES: Array<{ type: 'image/png' | 'image/jpeg' | 'application/pdf'; ext: string; magic: number[] }> = [
  { type: 'image/png', ext: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', ext: 'jpg', magic: [0xff, 0xd8, 0xff] },
  { type: 'application/pdf', ext: 'pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The file's real type from its bytes, or undefined when it is none of PNG, JPEG, PDF. */
export function sniffFileType(bytes: Uint8Array): { type: string; ext: string } | undefined {
  const hit = SIGNATURES.find((s) => s.magic.every((b, i) => bytes[i] === b));
  return hit && { type: hit.type, ext: hit.ext };
}
