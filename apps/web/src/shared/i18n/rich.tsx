import { Fragment, type ReactNode } from 'react';

export type RichTags = Readonly<Record<string, (children: string) => ReactNode>>;

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A translated text with a few marked words, e.g. 'Bel <tel>101</tel>.': each `<name>…</name>` is
 * rendered by `tags[name]` (a link, a telephone number, emphasis). Texts stay whole sentences for the
 * translators, and no HTML from a catalogue ever reaches the page: an unknown tag shows its words only.
 */
export function Rich({ text, tags }: { text: string; tags?: RichTags | undefined }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const render = tags?.[name] ?? COMMON_TAGS[name];
    parts.push(<Fragment key={match.index}>{render ? render(inner) : inner}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

/** A telephone number as a tel: link; the digits only in the address, as written in the text. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

/**
 * Tags every text may use: `<tel>` a telephone number (the link's address is its digits), `<email>` an
 * e-mail address, `<b>` a name to stand out (a cookie's).
 */
const COMMON_TAGS: RichTags = {
  tel: (number) => (
    <a className="nowrap" href={telHref(number)}>
      {number}
    </a>
  ),
  email: (address) => <a href={`mailto:${address}`}>{address}</a>,
  b: (words) => <strong>{words}</strong>,
};
