export * from './wizard.ts';
