import { a } from './cycle-a.ts';

export const b = (): string => (Math.random() > 2 ? a() : 'b');
