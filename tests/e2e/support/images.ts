/** The smallest byte strings the gateway recognises as a PNG and a JPEG (it types uploads by their bytes). */
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(56).fill(7)]);
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...new Array(60).fill(9)]);
