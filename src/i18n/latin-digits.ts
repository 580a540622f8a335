import { latinDigits } from '../../fields/rules/latin-digits';

/** Inputs that take digits: a number, a code, a CNIC, a card (their inputmode or type). */
const DIGIT_INPUT = /^(?:numeric|tel|decimal)$/;

/**
 * Digits typed on an Urdu (or Arabic) keyboard into a field that takes digits are read as 0-9, in every form at
 * once: the field shows 0-9 and its own handler reads them, where `replace(/\D/g, '')` dropped them and the field
 * stayed empty. Listens in the capture phase, so the value is rewritten before the field's own input handler.
 */
export function readKeyboardDigitsAsLatin(doc: Document = document): void {
  doc.addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (!(field instanceof HTMLInputElement) || !DIGIT_INPUT.test(field.inputMode || field.type)) return;
      const latin = latinDigits(field.value);
      if (latin === field.value) return;
      // Each digit is one UTF-16 unit either way, so the caret stays where the customer is typing.
      const caret = field.selectionStart;
      field.value = latin;
      if (caret !== null) field.setSelectionRange(caret, caret);
    },
    true,
  );
}
