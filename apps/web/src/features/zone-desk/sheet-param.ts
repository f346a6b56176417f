/** The sheet open on the desk: `?declaration=<id>` (the route table keeps one path for the desk). */
export const SHEET_PARAM = 'declaration';
