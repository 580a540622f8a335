import { applyZipSuggestion, filterZipSuggestions } from '../rules/zip-code-rules';
import { inputShapeOf } from './input-shape';
import { ShapedInput } from './shaped-input';
import type { WidgetProps } from './widget-props';

/** Zip code: digits, at most 6; suggestions restricted to the configured country fill every field they know (city, province, district …) when picked. */
export function ZipCodeWidget(props: WidgetProps) {
  const typed = typeof props.value === 'string' ? props.value : '';
  const all = typed && props.env.suggestZip ? props.env.suggestZip(typed) : [];
  const suggestions = filterZipSuggestions(all, props.env.countryCode, typed);
  const listId = `${props.id}-suggestions`;
  return (
    <>
      <ShapedInput {...props} shape={inputShapeOf(props.field)} />
      {suggestions.length > 0 && (
        <ul id={listId} className="field-zip__suggestions" aria-live="polite">
          {suggestions.map((s) => (
            <li key={`${s.postalCode}-${s.city}`}>
              <button
                type="button"
                onClick={() => {
                  // Only the fields this form has: an address form without a district gets no district value.
                  const filled = Object.entries(applyZipSuggestion<Record<string, string>>({}, s)).filter(([name]) => props.env.fieldByName(name));
                  props.env.setValues(Object.fromEntries(filled));
                }}
              >
                <span>
                  <bdi dir="ltr">{s.postalCode}</bdi> {s.city}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
