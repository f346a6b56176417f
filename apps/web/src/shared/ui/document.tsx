import { Fragment, type ReactNode } from 'react';
import { Rich, type RichTags } from '../i18n/rich.tsx';
import { ExpandableSection } from './expandable.tsx';

/** A node of a text namespace: a text, or a group of them. */
type TextNode = string | { readonly [key: string]: TextNode };
type TextGroup = { readonly [key: string]: TextNode };

const isGroup = (value: unknown): value is TextGroup => typeof value === 'object' && value !== null;
const texts = (group: TextGroup): string[] =>
  Object.values(group).filter((value): value is string => typeof value === 'string');

/**
 * Renders the blocks of a section in the order the writer put them in the catalogue, by the key's
 * beginning: `p…` a paragraph, `note…` an information callout, `warning…` a warning, `list…` a bulleted
 * list, `steps…` a numbered list. `title` and `sub` are the section's own (see DocumentSections).
 * Writers can then add a paragraph in three languages without touching the page.
 */
export function Blocks({ content, tags }: { content: TextGroup; tags?: RichTags }) {
  return (
    <>
      {Object.entries(content).map(([key, value]) => {
        if (key === 'title' || key === 'sub') return null;
        if (typeof value === 'string') {
          const text = <Rich text={value} tags={tags} />;
          if (key.startsWith('note'))
            return (
              <p key={key} className="callout">
                {text}
              </p>
            );
          if (key.startsWith('warning'))
            return (
              <p key={key} className="callout callout--warning">
                {text}
              </p>
            );
          return <p key={key}>{text}</p>;
        }
        const items = texts(value).map((item) => (
          <li key={item}>
            <Rich text={item} tags={tags} />
          </li>
        ));
        if (key.startsWith('steps')) return <ol key={key}>{items}</ol>;
        return <ul key={key}>{items}</ul>;
      })}
    </>
  );
}

export interface DocumentSectionsProps {
  /** Sections in order: each a group with a `title`, its blocks, and optionally `sub` (numbered n.m). */
  readonly sections: TextGroup;
  readonly tags?: RichTags;
  /** Page parts added at the end of a section (a contact button, the cookie switch), by section key. */
  readonly extras?: Readonly<Record<string, ReactNode>>;
  /** The id of a section, by key (for anchors); default `<idPrefix>-<number>`. */
  readonly ids?: Readonly<Record<string, string>>;
  readonly idPrefix: string;
  /** Sections open from the start, by key. */
  readonly open?: Readonly<Record<string, boolean>>;
  /** Titles start with their number ('5. …', subsections '5.1 …'); default true. */
  readonly numbered?: boolean;
}

/** Numbered expandable sections of a legal or information page (privacy, disclaimer, cookies, …). */
export function DocumentSections({
  sections,
  tags,
  extras,
  ids,
  idPrefix,
  open,
  numbered = true,
}: DocumentSectionsProps) {
  return (
    <>
      {Object.entries(sections).map(([key, section], index) => {
        if (!isGroup(section)) return null;
        const number = index + 1;
        const title = typeof section.title === 'string' ? section.title : '';
        const sub = isGroup(section.sub) ? section.sub : undefined;
        return (
          <ExpandableSection
            key={key}
            id={ids?.[key] ?? `${idPrefix}-${number}`}
            title={numbered ? `${number}. ${title}` : title}
            level={2}
            defaultOpen={open?.[key]}
          >
            <Blocks content={section} tags={tags} />
            {sub &&
              Object.entries(sub).map(([subKey, part], subIndex) =>
                isGroup(part) ? (
                  <Fragment key={subKey}>
                    <h3 id={`${idPrefix}-${number}-${subIndex + 1}`}>
                      {numbered ? `${number}.${subIndex + 1} ` : ''}
                      {typeof part.title === 'string' ? part.title : ''}
                    </h3>
                    <Blocks content={part} tags={tags} />
                  </Fragment>
                ) : null,
              )}
            {extras?.[key]}
          </ExpandableSection>
        );
      })}
    </>
  );
}
