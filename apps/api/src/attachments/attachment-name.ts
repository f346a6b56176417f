import path from 'node:path';
import { isWellFormedText } from '@pow/domain';

/** The longest name kept, in characters (code points), extension included. */
export const MAX_ATTACHMENT_NAME = 200;

// Format characters (Unicode Cf): bidi overrides and isolates, zero-width spaces and joiners, the soft
// hyphen. They make a name show other than it reads: `invoice‮fdp.exe` shows as "invoiceexe.pdf".
const FORMAT_CHARACTERS = /\p{Cf}/gu;
// A last part that reads as an extension: a letter, then at most four letters or digits ("2024" is not).
const EXTENSION = /\.([a-z][a-z0-9]{0,4})$/i;
// The other spellings of a detected type's extension, which are kept as the person gave them.
const SAME_TYPE: Record<string, readonly string[]> = {
  jpg: ['jpg', 'jpeg', 'jpe', 'jfif'],
  tif: ['tif', 'tiff'],
  heic: ['heic', 'heif'],
  heif: ['heif', 'heic'],
};

/**
 * The name a file is known by while it is checked: the last part of the name the browser gave (no
 * folder), without format characters, normalised (NFC). Undefined when it holds a control character or
 * half an emoji: such a name is refused, not repaired.
 */
export function givenName(name: string): string | undefined {
  if (!isWellFormedText(name) || /[\t\n\r]/.test(name)) return undefined;
  return path.posix
    .basename(name.replaceAll('\\', '/'))
    .replace(FORMAT_CHARACTERS, '')
    .normalize('NFC')
    .trim();
}

/**
 * The name a file is kept, shown and served under once its content is known: its given name with the
 * extension of what it holds (`statement.html` holding a PDF becomes `statement.pdf`; `photo.jpeg` stays),
 * at most 200 characters, quotes replaced, never empty. An officer saving it gets the type it is.
 */
export function keptName(given: string, detectedExtension: string): string {
  const last = EXTENSION.exec(given)?.[1]?.toLowerCase();
  const sameType = last !== undefined && (SAME_TYPE[detectedExtension] ?? [detectedExtension]).includes(last);
  const extension = sameType ? last : detectedExtension;
  const stem = (last === undefined ? given : given.slice(0, -last.length - 1)).replaceAll('"', "'").trim();
  const room = MAX_ATTACHMENT_NAME - extension.length - 1;
  return `${Array.from(stem).slice(0, room).join('').trim() || 'attachment'}.${extension}`;
}
