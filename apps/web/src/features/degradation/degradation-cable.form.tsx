/** The cable-damage wizard, at the route 'degradation-cable'. */
export { CablePage as default } from './cable-page.tsx';
