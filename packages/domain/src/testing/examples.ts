import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { DegradationDeclarationInput } from '../declarations/degradation.ts';
import { encodeWebsite } from '../declarations/fact-author.ts';
import type { PersonDeclarationInput } from '../declarations/person-form.ts';
import type { PhishingDeclarationInput, PhishingOfficerDeclarationInput } from '../declarations/phishing.ts';

/**
 * One valid payload of each declaration type, with the fixture people and enterprises of
 * apps/api/seed/test-identities.json, for unit, API and browser tests. Every moment lies in the past;
 * `attachments` is empty because upload ids only exist once uploaded. Copy before changing
 * (`structuredClone`).
 */

const FORMS_FOLDER = path.join(import.meta.dirname, '..', 'forms');

const JAN_PEETERS_ADDRESS = {
  municipality: '11002-2000',
  post_code: '2000',
  munKey: '11002',
  street: 'Meir',
  number: '12',
  box: '',
};

/** Citizen phishing (nl): Jan Peeters, federal identity, declaring for himself; four author contacts. */
export const EXAMPLE_PHISHING = {
  form: 'phishing',
  declarant: {
    identification: 'federal',
    type: 'private-person',
    firstname: 'Jan',
    lastname: 'Peeters',
    rrn: '85073003328',
    birth_date: '30/07/1985',
    nationality: 'BE',
    address: JAN_PEETERS_ADDRESS,
    email: 'jan.peeters@example.be',
    phone_number: { indicator: '32', number: '0470 12 34 56' },
    iban: 'BE68 5390 0754 7034',
  },
  victim: { declare_for: 'me' },
  fact_author_infos: [
    { type: 1, value: 'veiligheid@mijnbank-controle.example' },
    { type: 2, value: encodeWebsite('https://mijnbank-controle.example/login?ref=sms&id=4817') },
    { type: 3, indicator: '32', number: '0489 55 66 77' },
    { type: 4, value: '@mijnbank_hulp', platform: 'Instagram' },
  ],
  takedown: true,
  fact_amounts: [{ iban: 'BE71 0961 2345 6769', amount: '1 250,00' }],
  // From his account at KBC to one at Belfius: both fraud desks are told (decision 048).
  bank_notice: { consent: true, account: 'BE09 7341 2345 6757' },
  fact: {
    type: '5731',
    overview: 'Phishing via sms; geld van mijn rekening overgeschreven.',
    datetime: { date: '12/03/2025', time: '14:35' },
    description:
      'Ik kreeg een sms van “mijn bank”: mijn kaart zou geblokkeerd worden. Via de link vulde ik mijn kaartnummer en de code van mijn kaartlezer in. Een uur later was er 1 250 € overgeschreven naar een onbekende rekening.',
  },
  attachments: [],
  overview: { channel: 'ebox' },
  dog_color: '',
} satisfies PhishingDeclarationInput;

/** Officer phishing (nl): inspector Claes files for Sofie Janssens, found by rrn. */
export const EXAMPLE_PHISHING_OFFICER = {
  form: 'phishing_officer',
  officer: { matricule: '71234', firstname: 'Tom', lastname: 'Claes' },
  victim: {
    verified: true,
    type: 'private-person',
    firstname: 'Sofie',
    lastname: 'Janssens',
    rrn: '78122424677',
    birth_date: '24/12/1978',
    nationality: 'BE',
    address: {
      municipality: 'Gent',
      post_code: '9000',
      munKey: '44021',
      street: 'Veldstraat',
      number: '100',
      box: '',
    },
    email: 'sofie.janssens@example.be',
    phone_number: { indicator: '32', number: '' },
  },
  fact_author_infos: [{ type: 4, value: 'Pakjesdienst België', platform: 'WhatsApp' }],
  fact_amounts: [{ iban: 'LT12 1000 0111 0100 1000', amount: 89.5 }],
  bank_notice: { consent: false },
  fact: {
    type: '5731',
    datetime: { date: '02/04/2025', time: '09:10' },
    description:
      'Slachtoffer kreeg een WhatsApp-bericht over een pakje dat niet geleverd kon worden en betaalde 89,50 € “verzendkosten” via een betaallink.',
  },
  attachments: [],
  overview: { channel: 'email' },
  dog_color: '',
} satisfies PhishingOfficerDeclarationInput;

/** Various damage (fr): Marie Dubois, federal identity, two objects, one of them insured. */
export const EXAMPLE_DEGRADATION_VARIOUS = {
  form: 'degradation',
  category: 'various',
  declarant: {
    identification: 'federal',
    type: 'private-person',
    firstname: 'Marie',
    lastname: 'Dubois',
    rrn: '92031412451',
    nationality: 'BE',
    address: {
      municipality: '62063-4000',
      post_code: '4000',
      munKey: '62063',
      street: 'Rue Léopold',
      number: '5',
      box: '2',
    },
    email: 'marie.dubois@example.be',
    phone_number: { indicator: '32', number: '0498 12 34 56' },
  },
  victim: { declare_for: 'me' },
  damaged_objects: [
    {
      object: { tkey: '0201', text: 'Voiture' },
      brand: 'Peugeot',
      colors: ['grey'],
      insurance: {
        has_insurance: 'yes',
        company: '0002',
        policy_number: 'AU-2024-118 734',
        start_date: '01/01/2024',
        end_date: '31/12/2025',
      },
      damage: {
        amount: '850',
        purchase_price: '18 900',
        description: 'Rétroviseur gauche arraché et portière rayée sur toute la longueur.',
      },
    },
    {
      object: { tkey: '0407', text: 'Boîte aux lettres' },
      length: '40',
      width: '30',
      insurance: { has_insurance: 'no' },
      damage: { description: 'Boîte aux lettres enfoncée, la serrure ne ferme plus.' },
    },
  ],
  fact: {
    type: '5101',
    address_source: 'declarant',
    address: {
      municipality: '62063-4000',
      post_code: '4000',
      munKey: '62063',
      street: 'Rue Léopold',
      number: '5',
      box: '',
    },
    datetime: { date: '15/03/2025', time: '07:45' },
    last_seen_datetime: { date: '14/03/2025', time: '22:30' },
    description:
      'En sortant ce matin, j’ai découvert ma voiture et ma boîte aux lettres abîmées. Les voisins ont entendu du bruit vers minuit, mais personne n’a rien vu.',
    has_traces: false,
  },
  attachments: [],
  overview: { channel: 'email' },
  dog_color: '',
} satisfies DegradationDeclarationInput;

/** Graffiti (de): Lukas Schmitz, federal identity, a sprayed façade. */
export const EXAMPLE_DEGRADATION_GRAFFITI = {
  form: 'degradation',
  category: 'graffitis',
  declarant: {
    identification: 'federal',
    type: 'private-person',
    firstname: 'Lukas',
    lastname: 'Schmitz',
    rrn: '01110508784',
    nationality: 'BE',
    address: {
      municipality: '63023-4700',
      post_code: '4700',
      munKey: '63023',
      street: 'Kirchstraße',
      number: '8',
      box: '',
    },
    email: 'lukas.schmitz@example.be',
  },
  victim: { declare_for: 'me' },
  damaged_objects: [
    {
      object: { tkey: '0404', text: 'Fassade' },
      insurance: { has_insurance: 'no' },
      damage: {
        amount: 1200,
        description: 'Großflächiges Graffiti auf der frisch gestrichenen Hausfassade.',
        graffiti: {
          complexity: 'complex',
          painting_tool: 'spray',
          readability: 'readable',
          text: 'GRÜẞE AUS EUPEN',
          author_signature: 'ÖZK',
          colors: ['black', 'red'],
          width: '350',
          height: '120',
        },
      },
    },
  ],
  fact: {
    type: '5102',
    address_source: 'victim',
    address: {
      municipality: '63023-4700',
      post_code: '4700',
      munKey: '63023',
      street: 'Kirchstraße',
      number: '8',
      box: '',
    },
    datetime: { date: '20/04/2025', time: '08:15' },
    last_seen_datetime: { date: '19/04/2025', time: '21:00' },
    description:
      'Heute früh entdeckte ich ein großes Graffiti an unserer Fassade. Gestern Abend um 21 Uhr war die Wand noch sauber; Spuren gibt es keine außer ein paar Farbtropfen.',
    has_traces: true,
  },
  attachments: [],
  overview: { channel: 'ebox' },
  dog_color: '',
} satisfies DegradationDeclarationInput;

/** Cable damage (nl): Jan Peeters declares for Kabelnet Vlaanderen, in Antwerpen (a pilot zone). */
export const EXAMPLE_DEGRADATION_CABLES = {
  form: 'degradation',
  category: 'cables',
  declarant: {
    identification: 'federal',
    type: 'organisation',
    firstname: 'Jan',
    lastname: 'Peeters',
    rrn: '85073003328',
    nationality: 'BE',
    address: JAN_PEETERS_ADDRESS,
    email: 'jan.peeters@example.be',
    phone_number: { indicator: '32', number: '03 123 45 67' },
  },
  victim: {
    declare_for: 'organisation',
    type: 'organisation',
    name: 'Kabelnet Vlaanderen',
    number: '0712.123.421',
    legal_form: 'NV',
    address: {
      municipality: 'Antwerpen',
      post_code: '2000',
      munKey: '11002',
      street: 'Meir',
      number: '50',
      box: '',
    },
  },
  damaged_objects: [
    {
      object: { tkey: '0602', text: 'Glasvezelkabel' },
      length: '1500',
      insurance: { has_insurance: 'yes', company: '9999' },
      damage: {
        amount: '4 800,00',
        description: 'Glasvezelkabel over 15 meter doorgeknipt en weggenomen.',
      },
    },
  ],
  fact: {
    type: '5103',
    address_source: 'other',
    address: {
      municipality: '11002-2000',
      post_code: '2000',
      munKey: '11002',
      street: 'Frankrijklei',
      number: '1',
      box: '',
    },
    datetime: { date: '05/05/2025', time: '06:20' },
    description:
      'Bij een storingsmelding vond onze technieker een doorgeknipte glasvezelkabel in de kabelgoot onder het voetpad.',
    has_traces: true,
    can_help_with_suspect_identification: false,
  },
  attachments: [],
  overview: { channel: 'email' },
  dog_color: '',
} satisfies DegradationDeclarationInput;

/** Person form (fr): Emma Lambert, manual rrn identification, loss of a document (0574). */
export const EXAMPLE_PERSON = {
  form: 'person',
  declarant: {
    identification: 'manual',
    type: 'private-person',
    firstname: 'Emma',
    lastname: 'Lambert',
    rrn: '04022916265',
    nationality: 'BE',
    address: {
      municipality: '21004-1000',
      post_code: '1000',
      munKey: '21004',
      street: 'Rue Neuve',
      number: '1',
      box: '',
    },
    email: 'emma.lambert@example.be',
    phone_number: { indicator: '32', number: '0477 98 76 54' },
  },
  fact: {
    type: '0574',
    place: 'address',
    address: {
      municipality: '21004-1000',
      post_code: '1000',
      munKey: '21004',
      street: 'Place de Brouckère',
      number: '3',
      box: '',
    },
    datetime: { date: '28/02/2025', time: '18:00' },
    description:
      'J’ai perdu mon permis de conduire entre la place de Brouckère et la rue Neuve, probablement en sortant mon téléphone. Je ne l’ai pas retrouvé aux objets trouvés.',
  },
  attachments: [],
  overview: { channel: 'email' },
  dog_color: '',
} satisfies PersonDeclarationInput;

const MARIE_DUBOIS_DECLARANT = {
  identification: 'federal',
  type: 'private-person',
  firstname: 'Marie',
  lastname: 'Dubois',
  rrn: '92031412451',
  nationality: 'BE',
  address: {
    municipality: '62063-4000',
    post_code: '4000',
    munKey: '62063',
    street: 'Rue Léopold',
    number: '5',
    box: '2',
  },
  email: 'marie.dubois@example.be',
} as const;

/**
 * The person form's harassment over weeks (fr, issue 33): Marie Dubois gives the period it went on
 * instead of one moment. Beside EXAMPLES: the tests of the period take it up by name.
 */
export const EXAMPLE_PERSON_HARASSMENT = {
  form: 'person',
  declarant: MARIE_DUBOIS_DECLARANT,
  fact: {
    type: '4517',
    place: 'online',
    period: { start_date: '03/03/2025', end_date: '28/04/2025' },
    description:
      'Depuis début mars, un ancien collègue m’envoie chaque jour des messages insultants sur Messenger et par SMS, même après que je l’ai bloqué.',
  },
  attachments: [],
  overview: { channel: 'ebox' },
  dog_color: '',
} satisfies PersonDeclarationInput;

/**
 * The person form's loss of an object (fr, issue 33): Marie Dubois's handbag, from the objects
 * catalogue, with its brand and serial number. Beside EXAMPLES, as the harassment.
 */
export const EXAMPLE_PERSON_LOST_BAG = {
  form: 'person',
  declarant: MARIE_DUBOIS_DECLARANT,
  fact: {
    type: '0575',
    place: 'municipality',
    address: {
      municipality: '62063-4000',
      post_code: '4000',
      munKey: '62063',
      street: '',
      number: '',
      box: '',
    },
    lost_object: {
      object: { tkey: '0902', text: 'Sac à main' },
      brand: 'Delvaux',
      serial_number: 'DV-2291-0457',
    },
    datetime: { date: '12/04/2025', time: '16:30' },
    description:
      'J’ai perdu mon sac à main brun dans le centre de Liège, entre la place Saint-Lambert et la gare des Guillemins. Il contenait mon portefeuille et mes clés.',
  },
  attachments: [],
  overview: { channel: 'ebox' },
  dog_color: '',
} satisfies PersonDeclarationInput;

/** A form's example kept in its own folder (`forms/<id>/example.ts`, docs/adding-a-form.md). */
export type FolderExample = { readonly form: string } & Readonly<Record<string, unknown>>;

/** The examples of the forms that keep theirs in their folder, by the folder's name: found, not listed. */
const FOLDER_EXAMPLES: Readonly<Record<string, FolderExample>> = Object.fromEntries(
  await Promise.all(
    readdirSync(FORMS_FOLDER, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(FORMS_FOLDER, entry.name, 'example.ts')))
      .map(async ({ name }) => {
        const module: { EXAMPLE: FolderExample } = await import(path.join(FORMS_FOLDER, name, 'example.ts'));
        return [name, module.EXAMPLE] as const;
      }),
  ),
);

/** Every example, by a name for test tables. */
export const EXAMPLES = {
  ...FOLDER_EXAMPLES,
  phishing: EXAMPLE_PHISHING,
  phishing_officer: EXAMPLE_PHISHING_OFFICER,
  degradation_various: EXAMPLE_DEGRADATION_VARIOUS,
  degradation_graffiti: EXAMPLE_DEGRADATION_GRAFFITI,
  degradation_cables: EXAMPLE_DEGRADATION_CABLES,
  person: EXAMPLE_PERSON,
} as const;
