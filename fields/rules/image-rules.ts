import { MESSAGE_IDS } from './message-ids';
import { fail, type RuleMessage } from './rule';

/** Max upload size (SPEC §9: 5 MB). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Extensions the file pickers accept (SPEC §5). */
export const ACCEPTED_EXTENSIONS = ['.png', '.jpeg', '.jpg', '.pdf'] as const;
/** How many leading bytes sniffFileKind needs. */
export const FILE_HEADER_BYTES = 8;

/** What a file really is, by its bytes. */
export type FileKind = 'png' | 'jpeg' | 'pdf';

const SIGNATURES: ReadonlyArray<readonly [FileKind, readonly number[]]> = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

/** Kind of a file from its first bytes (magic numbers), or null when it is none of PNG, JPEG, PDF. */
export function sniffFileKind(head: Uint8Array): FileKind | null {
  for (const [kind, sig] of SIGNATURES) {
    if (head.length >= sig.length && sig.every((b, i) => head[i] === b)) return kind;
  }
  return null;
}

const KIND_BY_EXTENSION: Readonly<Record<string, FileKind>> = { '.png': 'png', '.jpg': 'jpeg', '.jpeg': 'jpeg', '.pdf': 'pdf' };

/** A picked file as the rules see it: name, size and its first bytes. */
export interface FileFacts {
  readonly name: string;
  readonly size: number;
  readonly head: Uint8Array;
}

/**
 * Checks a pick (SPEC §5 images): exactly one file, an accepted extension whose bytes agree with it,
 * at most 5 MB. Returns the file's kind, or the message to show.
 */
export function checkUpload(files: readonly FileFacts[]): { kind: FileKind } | RuleMessage {
  if (files.length === 0) return fail(MESSAGE_IDS.blank);
  if (files.length > 1) return fail(MESSAGE_IDS.tooManyFiles);
  const file = files[0] as FileFacts;
  const dot = file.name.lastIndexOf('.');
  const claimed = dot < 0 ? undefined : KIND_BY_EXTENSION[file.name.slice(dot).toLowerCase()];
  if (!claimed || sniffFileKind(file.head) !== claimed) return fail(MESSAGE_IDS.fileType);
  if (file.size > MAX_IMAGE_BYTES) return fail(MESSAGE_IDS.fileTooLarge, { maxMegabytes: 5 });
  return { kind: claimed };
}

/** Upload/reading error codes mapped to message ids; unknown codes get 'error_upload_failed'. */
export function uploadErrorMessage(code: string): RuleMessage {
  switch (code) {
    case 'file-too-large':
      return fail(MESSAGE_IDS.fileTooLarge, { maxMegabytes: 5 });
    case 'file-invalid-type':
      return fail(MESSAGE_IDS.fileType);
    case 'too-many-files':
      return fail(MESSAGE_IDS.tooManyFiles);
    case 'abort':
      return fail(MESSAGE_IDS.fileReadAborted);
    case 'error':
      return fail(MESSAGE_IDS.fileReadFailed);
    default:
      return fail(MESSAGE_IDS.uploadFailed);
  }
}
