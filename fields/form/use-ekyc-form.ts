import { useMemo, useState } from 'react';
import type { EkycForm } from '../config/parse-field-config';
import { DOCUMENT_TYPE_FIELD, EKYC_CLEAR_ON_CHANGE, defaultDocumentType, ekycFields } from './ekyc-fields';
import { useFieldForm, type FieldFormController, type FieldFormOptions } from './use-field-form';

/** Options of useEkycForm: the parsed config, nationalities (null hides the select) and form options. */
export interface EkycFormOptions extends Omit<FieldFormOptions, 'fields' | 'clearOnChange'> {
  readonly config: EkycForm;
  readonly nationalities: readonly string[] | null;
}

/**
 * The eKYC form: nationality and ID-type selects then the chosen group's fields. Changing the ID type
 * swaps the group and clears the three images (SPEC §4); Next needs every shown select chosen.
 */
export function useEkycForm(options: EkycFormOptions): FieldFormController & { readonly documentType: string } {
  const { config, nationalities } = options;
  // A restored draft keeps its ID type (and so its group and images) when the config still offers it.
  const [initialType] = useState(() => {
    const given = options.initialValues?.[DOCUMENT_TYPE_FIELD];
    return typeof given === 'string' && (config.documentTypes as readonly string[]).includes(given) ? given : defaultDocumentType(config);
  });
  const [documentType, setDocumentType] = useState<string>(initialType);
  const fields = useMemo(() => ekycFields(config, documentType, nationalities), [config, documentType, nationalities]);
  const form = useFieldForm({
    ...options,
    fields,
    clearOnChange: EKYC_CLEAR_ON_CHANGE,
    initialValues: { ...options.initialValues, [DOCUMENT_TYPE_FIELD]: initialType },
  });
  return {
    ...form,
    documentType,
    change: (name, value) => {
      if (name === DOCUMENT_TYPE_FIELD) setDocumentType(typeof value === 'string' ? value : '');
      form.change(name, value);
    },
  };
}
