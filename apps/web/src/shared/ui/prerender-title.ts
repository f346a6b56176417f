/**
 * The document title of the page drawn last by the prerender (docs/decisions/032): a page sets
 * document.title in an effect, which a server render does not run, so it notes the title here too.
 */
let noted: string | undefined;

export function noteTitle(title: string): void {
  noted = title;
}

/** The title noted since the last call, for the <title> of the prerendered file. */
export function takeNotedTitle(): string | undefined {
  const title = noted;
  noted = undefined;
  return title;
}
