import { useCallback, type ChangeEvent } from 'react';
import { ACCEPTED_EXTENSIONS, checkUpload, uploadErrorMessage } from '../rules/image-rules';
import type { PickedFile } from '../form/form-state';
import { readFileHead } from './read-file-head';
import { useText } from './use-text';
import type { WidgetProps } from './widget-props';

const ACCEPT = ['image/png', 'image/jpeg', 'application/pdf', ...ACCEPTED_EXTENSIONS].join(',');

/** Checks a pick by its bytes and hands the result to the form (value or upload error). */
async function pick(files: FileList | null, props: WidgetProps): Promise<void> {
  const list = files ? Array.from(files) : [];
  try {
    const facts = await Promise.all(list.map(async (f) => ({ name: f.name, size: f.size, head: await readFileHead(f) })));
    const result = checkUpload(facts);
    if ('kind' in result) props.onChange({ file: list[0] as File, kind: result.kind } satisfies PickedFile);
    else props.onUploadError(result);
  } catch (e) {
    props.onUploadError(uploadErrorMessage(e instanceof Error ? e.message : 'error'));
  }
}

/** Preview of a picked image; its blob URL is revoked when the image goes (React 19 ref cleanup). */
function ImagePreview({ file, alt }: { file: File; alt: string }) {
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || typeof URL.createObjectURL !== 'function') return undefined;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img className="field-image__preview" ref={ref} alt={alt} />;
}

/**
 * One image (or PDF) for KYC: a camera button (front camera for the selfie) and a gallery button,
 * one file, checked by its bytes; PDFs show a placeholder; the selfie shows a tip.
 */
export function ImageWidget(props: WidgetProps) {
  const text = useText();
  const picked = typeof props.value === 'object' ? props.value : undefined;
  const selfie = props.field.name === 'selfieImage';
  const tipId = `${props.id}-tip`;
  const describedBy = [selfie ? tipId : '', props.describedBy ?? ''].filter(Boolean).join(' ') || undefined;
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    void pick(e.target.files, props).finally(props.onBlur);
    e.target.value = '';
  };
  const input = (id: string, capture?: 'user' | 'environment') => (
    <input
      id={id}
      type="file"
      accept={ACCEPT}
      {...(capture ? { capture } : {})}
      disabled={props.field.readOnly}
      aria-invalid={props.invalid}
      aria-describedby={describedBy}
      onChange={onChange}
    />
  );
  return (
    <span className="field-image">
      {selfie && <span id={tipId} className="field-image__tip">{text.message('selfie_tip')}</span>}
      <label htmlFor={props.id}>{text.message('image_take_photo')}</label>
      {input(props.id, selfie ? 'user' : 'environment')}
      <label htmlFor={`${props.id}-gallery`}>{text.message('image_choose_gallery')}</label>
      {input(`${props.id}-gallery`)}
      {picked?.kind === 'pdf' && <span role="img" className="field-image__pdf" aria-label={text.message('pdf_placeholder')} />}
      {picked && picked.kind !== 'pdf' && <ImagePreview file={picked.file} alt={text.message('image_preview')} />}
    </span>
  );
}
