/** The officer's phishing wizard, at the route 'police-phishing'. */
export { PolicePhishingPage as default } from './police-phishing-page.tsx';
