/** The damage wizard, at the route 'degradation'. */
export { DegradationPage as default } from './degradation-page.tsx';
