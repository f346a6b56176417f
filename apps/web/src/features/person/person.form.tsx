/** The person form's wizard, at the route 'person'. */
export { PersonPage as default } from './person-page.tsx';
