/**
 * The draft of a declaration, kept in the browser tab's sessionStorage (issue 5): a reload, a renewed
 * or re-signed session loses nothing, and closing the tab forgets it. Files themselves are not kept:
 * an attachment is uploaded as soon as it is added, and only its server id is in the draft.
 */
const PREFIX = 'pow_draft_';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): the form still works, it is just not kept.
    return undefined;
  }
}

export function readDraft(form: string): unknown {
  const text = storage()?.getItem(PREFIX + form);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function writeDraft(form: string, draft: unknown): void {
  try {
    storage()?.setItem(PREFIX + form, JSON.stringify(draft));
  } catch {
    // Quota exceeded: keeping the draft is a comfort, not a condition of sending.
  }
}

export function clearDraft(form: string): void {
  storage()?.removeItem(PREFIX + form);
}

/** Every draft of this tab, at logout: the next person at this computer must not find them. */
export function clearAllDrafts(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
}
