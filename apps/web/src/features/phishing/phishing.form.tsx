/** The citizen's phishing wizard, at the route 'phishing' (found by app/pages.tsx by its file name). */
export { PhishingPage as default } from './phishing-page.tsx';
