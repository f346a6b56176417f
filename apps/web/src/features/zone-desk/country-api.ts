import { apiPath, ENDPOINT } from '@pow/contracts';
import { type CountryPicture, CountryPictureAnswerSchema } from '@pow/contracts/zone-desk';
import type { Locale } from '@pow/domain';
import { apiRequest } from '../../shared/api/api-client.ts';

/** `GET v1/zone/country-picture` (supervisors): the identifiers several zones hear of, zones named in `lang`. */
export async function fetchCountryPicture(lang: Locale, signal?: AbortSignal): Promise<CountryPicture> {
  const { body } = await apiRequest(`${ENDPOINT.zoneCountryPicture}?lang=${lang}`, signal ? { signal } : {});
  return CountryPictureAnswerSchema.parse(body).data;
}

/** Where the browser downloads the whole picture as CSV (a plain link: the session cookie goes with it). */
export const countryPictureCsvHref = (lang: Locale) =>
  `${apiPath(ENDPOINT.zoneCountryPictureExport)}?lang=${lang}`;
