// Hand-written ESM copy of ajv/dist/runtime/ucs2length (the standalone validators import it; see scripts/gen-validators.ts).
/** Length of a string in Unicode code points, as JSON Schema minLength/maxLength count it. */
export default function ucs2length(str) {
  const len = str.length;
  let length = 0;
  let pos = 0;
  let value;
  while (pos < len) {
    length++;
    value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len) {
      value = str.charCodeAt(pos);
      if ((value & 0xfc00) === 0xdc00) pos++;
    }
  }
  return length;
}
