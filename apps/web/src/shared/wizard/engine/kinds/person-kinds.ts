// The person form's own kinds (issue 33), one chunk fetched with that form (decision 046: one per form's
// own kinds, not one per kind), with the texts they show (`lateKind` in kinds.ts).
export { kind as lostObject } from './lost-object-view.tsx';
export { kind as momentOrPeriod } from './moment-or-period-view.tsx';
