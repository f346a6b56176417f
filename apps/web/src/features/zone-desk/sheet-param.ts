/*
 * The desk's views in its address (the route table keeps one path for the desk): `?declaration=<id>`
 * opens a sheet, `?log` the zone's access log (supervisors).
 */
export const SHEET_PARAM = 'declaration';
export const LOG_PARAM = 'log';
