/*
 * The desk's views in its address (the route table keeps one path for the desk): `?declaration=<id>`
 * opens a sheet, `?log` the zone's access log (supervisors), `?filed` what the officer filed for victims,
 * `?country` the country's picture of serial fraud (supervisors).
 */
export const SHEET_PARAM = 'declaration';
export const LOG_PARAM = 'log';
export const FILED_PARAM = 'filed';
export const COUNTRY_PARAM = 'country';
