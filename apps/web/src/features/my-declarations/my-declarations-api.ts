import { apiPath, ENDPOINT, myDeclarationEndpoint } from '@pow/contracts';
import {
  type AddendumAdded,
  AddendumAddedAnswerSchema,
  type MyDeclaration,
  MyDeclarationAnswerSchema,
  type MyDeclarations,
  MyDeclarationsAnswerSchema,
} from '@pow/contracts/my-declarations';
import type { AddendumInput, Locale } from '@pow/domain';
import { apiRequest } from '../../shared/api/api-client.ts';

const options = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/** `GET v1/my-declarations`: a page of the person's declarations, the forms named in `lang`. */
export async function fetchMyDeclarations(
  page: number,
  lang: Locale,
  signal?: AbortSignal,
): Promise<MyDeclarations> {
  const query = new URLSearchParams({ lang, ...(page > 1 ? { page: String(page) } : {}) });
  const { body } = await apiRequest(`${ENDPOINT.myDeclarations}?${query}`, options(signal));
  return MyDeclarationsAnswerSchema.parse(body).data;
}

/** `GET v1/my-declarations/<id>`: its timeline and what the person added. */
export async function fetchMyDeclaration(
  id: string,
  lang: Locale,
  signal?: AbortSignal,
): Promise<MyDeclaration> {
  const { body } = await apiRequest(`${myDeclarationEndpoint(id)}?lang=${lang}`, options(signal));
  return MyDeclarationAnswerSchema.parse(body).data;
}

/** `POST v1/my-declarations/<id>/addenda`, with the Idempotency-Key of this attempt: a retry adds nothing twice. */
export async function postAddendum(
  id: string,
  addendum: AddendumInput,
  idempotencyKey: string,
): Promise<AddendumAdded> {
  const { body } = await apiRequest(myDeclarationEndpoint(id, 'addenda'), {
    method: 'POST',
    body: addendum,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return AddendumAddedAnswerSchema.parse(body).data;
}

/** Where the browser downloads the summary (a plain link: the session cookie goes with it). */
export const summaryHref = (id: string) => apiPath(myDeclarationEndpoint(id, 'summary.pdf'));
