export const EXAMPLE = { form: 'person' };
