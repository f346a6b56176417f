export const rule = (value: string): boolean => value.length > 0;
