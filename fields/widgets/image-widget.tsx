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
 * One image (or PDF) for KYC under the field's one label (the legend): a camera button (front camera for the
 * selfie) and a gallery button, styled as buttons over visually hidden file inputs, so the browser's own
 * "Choose file / No file chosen" never shows. Once picked: a preview (a placeholder for PDFs), the file name, and
 * Replace and Remove. One file, checked by its bytes; the selfie shows its tip on its own line.
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
      className="visually-hidden"
      accept={ACCEPT}
      {...(capture ? { capture } : {})}
      disabled={props.field.readOnly}
      aria-invalid={props.invalid}
      aria-describedby={describedBy}
      onChange={onChange}
    />
  );
  const galleryId = `${props.id}-gallery`;
  return (
    <span className="field-image">
      {selfie && <span id={tipId} className="field-image__tip hint">{text.message('selfie_tip')}</span>}
      {picked ? (
        <span className="field-image__picked">
          {picked.kind === 'pdf' ? (
            <span role="img" className="field-image__pdf" aria-label={text.message('pdf_placeholder')}>PDF</span>
          ) : (
            <ImagePreview file={picked.file} alt={text.message('image_preview')} />
          )}
          <bdi dir="ltr" className="field-image__name">{picked.file.name}</bdi>
        </span>
      ) : null}
      <span className="field-image__actions">
        {!picked && (
          <span className="field-image__choice">
            {input(props.id, selfie ? 'user' : 'environment')}
            <label htmlFor={props.id} className="field-image__button">{text.message('image_take_photo')}</label>
          </span>
        )}
        <span className="field-image__choice">
          {input(picked ? props.id : galleryId)}
          <label htmlFor={picked ? props.id : galleryId} className="field-image__button">{text.message(picked ? 'image_replace' : 'image_choose_gallery')}</label>
        </span>
        {picked && !props.field.readOnly && (
          <button type="button" className="secondary" onClick={() => { props.onChange(undefined); props.onBlur(); }}>
            {text.message('image_remove')}
          </button>
        )}
      </span>
    </span>
  );
}
