import type { Declaration } from '@pow/domain';
import { DeclarationSchema } from '@pow/domain/declaration';
import { EXAMPLES } from '@pow/domain/testing';
import { describe, expect, it } from 'vitest';
import { identifiersInText, identifiersOfDeclaration } from './extract-identifiers.ts';

const listed = (identifiers: readonly { kind: string; value: string }[]) =>
  identifiers.map(({ kind, value }) => `${kind} ${value}`).sort();
const accepted = (payload: unknown) => DeclarationSchema.parse(payload) as Declaration;

describe('the identifiers of a declaration', () => {
  it("takes the phishing author's contacts, the accounts paid and the victim's own account", () => {
    expect(listed(identifiersOfDeclaration(accepted(structuredClone(EXAMPLES.phishing))))).toEqual([
      'domain mijnbank-controle.example',
      'email veiligheid@mijnbank-controle.example',
      'iban BE68539007547034',
      'iban BE71096123456769',
      'phone +32489556677',
      'profile instagram:mijnbank_hulp',
    ]);
  });

  it("leaves out the person's own e-mail and phone, and finds what the description names", () => {
    const person = structuredClone(EXAMPLES.person);
    person.fact.description =
      'Ik betaalde een tweedehands fiets op BE71 0961 2345 6769; de verkoper (fietsen@koopjes.example, 0470 12 34 56) stuurde niets.';
    expect(listed(identifiersOfDeclaration(accepted(person)))).toEqual([
      'email fietsen@koopjes.example',
      'iban BE71096123456769',
      'phone +32470123456',
    ]);
  });
});

describe('identifiers in running text', () => {
  it('finds IBANs that pass their check, addresses, sites and phones, each once', () => {
    const text =
      'Stort op BE71 0961 2345 6769 EN NIET op BE71 0961 2345 6768. Mail naar Hulp@Bank-Hulp.example of zie ' +
      'https://www.bank-hulp.example/login, bel 0470/12.34.56 of +32 470 12 34 56. Dossier 2026-5345-000012. ' +
      'Ook NL91ABNA0417164300 2026.';
    expect(listed(identifiersInText(text))).toEqual([
      'domain bank-hulp.example',
      'email hulp@bank-hulp.example',
      'iban BE71096123456769',
      'iban NL91ABNA0417164300',
      'phone +32470123456',
    ]);
  });

  it('finds nothing in a text that names none', () => {
    expect(identifiersInText('Mijn fiets werd gestolen op 12/03/2025 om 14:35 aan het station.')).toEqual([]);
  });
});
