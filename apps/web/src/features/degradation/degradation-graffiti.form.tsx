/** The graffiti wizard, at the route 'degradation-graffiti'. */
export { GraffitiPage as default } from './degradation-page.tsx';
