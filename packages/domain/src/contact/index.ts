export * from './contact.ts';
export * from './contact-questionnaire.ts';
