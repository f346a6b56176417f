/** Check digits of the Belgian mod-97 schemes (rrn, enterprise number): 97 minus the remainder, 97 for 0. */
export function mod97CheckDigits(base: number): number {
  return 97 - (base % 97);
}
