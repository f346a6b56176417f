/** A unique-index conflict, whether the driver's error comes bare or wrapped by Drizzle. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));
