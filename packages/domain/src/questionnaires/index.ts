export * from './cable-pilot.ts';
export * from './degradation-questionnaire.ts';
export * from './phishing-questionnaire.ts';
export * from './yes-no-tree.ts';
