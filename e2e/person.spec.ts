import { EXAMPLE_PERSON } from '@pow/domain/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newContext } from './support/browser.ts';
import {
  DESKTOP,
  EMMA_LAMBERT,
  focusedTestId,
  input,
  JAN_PEETERS,
  LUKAS_SCHMITZ,
  MARIE_DUBOIS,
  next,
  openStep,
  PHONE,
  PHONE_375,
  PNG,
  rawKeysShown,
  readDraft,
  sidewaysOverflow,
  signedInCitizen,
  stepState,
  waitForZone,
  writeDraft,
} from './support/wizard.ts';

/**
 * The person form /person in Chromium against the started product (issue 7): fixture citizens declare
 * threats, the loss of a document and of an object (its kind, brand and serial number), swindling and
 * harassment over a period, in nl, fr and de, that reach their zone;
 * the blocking steps hold; manual rrn identification; a failed upload and a 403 on Send; the keyboard
 * alone at 320 px; axe-core on every step and error state; an officer is turned away.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const signedIn = (rrn: string, locale: string, viewport = DESKTOP) =>
  signedInCitizen(browser, { rrn, locale, route: 'person', readyTestId: 'person-wizard', viewport });

/** The text of the list option the combobox points at (aria-activedescendant). */
const activeOption = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((element) => {
    const id = element.getAttribute('aria-activedescendant');
    return id ? (element.ownerDocument.getElementById(id)?.textContent ?? null) : null;
  });

/** The address picker: a postcode chosen from the list, then a street of that municipality. */
async function fillAddress(
  page: Page,
  testId: string,
  address: { post_code: string; street: string; number: string },
) {
  await input(page, `${testId}-municipality`).focus();
  await page.keyboard.type(address.post_code);
  await page.getByTestId(`${testId}-municipality-listbox`).getByRole('option').first().waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await input(page, `${testId}-street`).focus();
  await page.keyboard.type(address.street);
  await page
    .getByTestId(`${testId}-street-listbox`)
    .getByRole('option', { name: address.street, exact: true })
    .click();
  await input(page, `${testId}-number`).fill(address.number);
  await page.getByTestId(`${testId}-feedback`).locator('.field__notice-icon').waitFor();
}

/** The sign-in answers how the citizen identifies (issue 33): their identity shows by itself. */
async function identifyFederally(page: Page) {
  await openStep(page, 'declarant_authentication');
  await page.getByTestId('declarant-identity').waitFor();
}

interface Fact {
  readonly address: { post_code: string; street: string; number: string };
  readonly date: string;
  readonly time: string;
  readonly description: string;
}

async function fillFact(page: Page, fact: Fact) {
  await openStep(page, 'fact_information');
  await fillAddress(page, 'fact-address', fact.address);
  await input(page, 'fact-date').fill(fact.date);
  await input(page, 'fact-time').fill(fact.time);
  await input(page, 'fact-description').fill(fact.description);
}

async function sendAndReachZone(page: Page, locale: string) {
  await page.getByTestId('wizard-send').click();
  await page.waitForURL(`**/app/${locale}/success/person?**`);
  expect(new URL(page.url()).searchParams.get('register')).toMatch(/^\d{4}-\d{4}-\d{6}$/);
  // Status 3: the tracker's last phase, "sent to the zone".
  await waitForZone(page);
}

describe('person form', () => {
  it('files threats (nl) through the federal identity, axe-clean on every step and error state', async () => {
    const { context, page } = await signedIn(JAN_PEETERS, 'nl');
    // The blocking crime type: no later step can be opened, Next refuses with the message of §8.
    for (const id of ['declarant_authentication', 'declarant_contact_data', 'declaration_overview']) {
      expect(await page.getByTestId(`step-${id}`).locator('button').count()).toBe(0);
    }
    expect(await rawKeysShown(page)).toEqual([]);
    await expectNoAxeViolations(page);
    await next(page);
    expect(await page.getByTestId('crime-type').textContent()).toContain(
      'Kies een soort feit om verder te gaan.',
    );
    expect(await focusedTestId(page)).toBe('crime-type-0422');
    await page.getByTestId('crime-type-other').check();
    await next(page);
    expect(await stepState(page, 'crime_type')).toBe('error');
    expect(
      await page
        .getByTestId('crime-type-elsewhere')
        .getByRole('link', { name: 'startpagina' })
        .getAttribute('href'),
    ).toBe('/app/nl/home');
    await expectNoAxeViolations(page);
    await page.getByTestId('crime-type-0422').check();
    await next(page);

    // The blocking identification, answered by the sign-in (issue 33): Jan is not asked how.
    await openStep(page, 'declarant_authentication');
    expect(await page.getByTestId('declarant-identification').count()).toBe(0);
    await page.getByTestId('declarant-signed-in').waitFor();
    const identity = page.getByTestId('declarant-identity');
    await identity.waitFor();
    expect(await identity.textContent()).toContain('Peeters Jan');
    expect(await identity.textContent()).toContain('Meir 12, 2000 Antwerpen');
    await expectNoAxeViolations(page);
    await next(page);

    await openStep(page, 'declarant_contact_data');
    expect(await input(page, 'contact-email').inputValue()).toBe('jan.peeters@example.be');
    await input(page, 'contact-phone-number').fill('0470 12 34 56');
    await expectNoAxeViolations(page);
    await next(page);

    // The fact: a future moment and a short description are refused, the threat hint is shown.
    await openStep(page, 'fact_information');
    expect(await page.getByTestId('fact-description').textContent()).toContain('hoe de dader eruitzag');
    await input(page, 'fact-date').fill('01/01/2999');
    await input(page, 'fact-time').fill('21:00');
    await input(page, 'fact-description').fill('Ik');
    await next(page);
    expect(await stepState(page, 'fact_information')).toBe('error');
    expect(await focusedTestId(page)).toBe('fact-address-municipality-input');
    expect(await page.getByTestId('fact-date').textContent()).toContain('toekomst');
    await expectNoAxeViolations(page);
    await fillFact(page, {
      address: { post_code: '2000', street: 'Meir', number: '12' },
      date: '14/04/2025',
      time: '21:10',
      description:
        'Een buurman dreigde aan mijn voordeur dat hij mijn auto in brand zou steken als ik nog eens op zijn plaats parkeer. Hij herhaalde dat de volgende dag in een briefje.',
    });
    await expectNoAxeViolations(page);
    await next(page);

    // A program named like a picture is refused by the server: shown as refused, it holds nothing up.
    await openStep(page, 'attachments');
    await page.getByTestId('attachments-input').setInputFiles([
      { name: 'briefje.png', mimeType: 'image/png', buffer: PNG },
      { name: 'factuur.png', mimeType: 'image/png', buffer: Buffer.from('MZ\x90\x00 this is a program') },
    ]);
    await page.locator('[data-testid="attachment"][data-state="uploaded"]').waitFor();
    const refused = page.locator('[data-testid="attachment"][data-state="refused"]');
    await refused.waitFor();
    expect(await refused.textContent()).toContain('Geweigerd — “factuur.png” kan niet worden toegevoegd');
    expect(await refused.getByRole('button', { name: 'Opnieuw proberen' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await next(page);

    await openStep(page, 'declaration_overview');
    // The crime type in words, its code never (issue 33): the zone's sheet keeps it.
    const crimeType = await page.getByTestId('review-crime_type').textContent();
    expect(crimeType).toContain('Bedreiging');
    expect(crimeType).not.toContain('0422');
    expect(await page.getByTestId('review-fact_information').textContent()).toContain(
      'Meir 12, 2000 Antwerpen',
    );
    expect(await page.getByTestId('review-attachments').textContent()).toContain('briefje.png');
    expect(await page.getByTestId('review-attachments').textContent()).not.toContain('factuur.png');
    // Change opens the step, and the person comes straight back to the review.
    await page.getByTestId('review-fact_information-change').click();
    await page.getByTestId('step-fact_information').locator('[data-testid="step-panel"]').waitFor();
    await page.getByTestId('wizard-back-to-review').click();
    await page.getByTestId('review').waitFor();
    await expectNoAxeViolations(page);
    expect(await rawKeysShown(page)).toEqual([]);
    // Send without a channel: refused on the overview itself.
    await page.getByTestId('wizard-send').click();
    expect(await stepState(page, 'declaration_overview')).toBe('error');
    expect(await focusedTestId(page)).toBe('overview-channel-ebox');
    await expectNoAxeViolations(page);
    await page.getByTestId('overview-channel-ebox').check();
    await sendAndReachZone(page, 'nl');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('files the loss of a document (fr) with manual rrn identification, as EXAMPLE_PERSON', async () => {
    const { context, page } = await signedIn(EMMA_LAMBERT, 'fr');
    const { declarant, fact } = EXAMPLE_PERSON;
    await page.getByTestId('crime-type-0574').check();
    await next(page);
    await openStep(page, 'declarant_authentication');
    // Signed in, she chooses to type her data instead (the sign-in answered the question, issue 33).
    await page.getByTestId('declarant-manual-instead').click();
    // A number failing its check is refused with the message of §8.
    await input(page, 'declarant-rrn').fill('85073003329');
    await next(page);
    expect(await page.getByTestId('declarant-rrn').textContent()).toContain(
      'Ce numéro de registre national n’existe pas.',
    );
    expect(await focusedTestId(page)).toBe('declarant-rrn-input');
    await expectNoAxeViolations(page);
    await input(page, 'declarant-rrn').fill(declarant.rrn);
    expect(await input(page, 'declarant-rrn').inputValue()).toBe('04.02.29-162.65');
    expect(await page.getByTestId('declarant-rrn').textContent()).toContain('29/02/2004');
    await input(page, 'declarant-firstname').fill(declarant.firstname);
    await input(page, 'declarant-lastname').fill(declarant.lastname);
    await fillAddress(page, 'declarant-address', declarant.address);
    await expectNoAxeViolations(page);
    await next(page);

    await openStep(page, 'declarant_contact_data');
    await input(page, 'contact-phone-number').fill(declarant.phone_number.number);
    await next(page);
    await openStep(page, 'fact_information');
    expect(await page.getByTestId('fact-description').textContent()).toContain('numéro de série');
    await fillFact(page, {
      address: fact.address,
      date: fact.datetime.date,
      time: fact.datetime.time,
      description: fact.description,
    });
    await next(page);
    await openStep(page, 'attachments');
    await next(page);
    await openStep(page, 'declaration_overview');
    const identification = await page.getByTestId('review-declarant_authentication').textContent();
    expect(identification).toContain('Avec mon numéro de registre national');
    expect(identification).toContain('Lambert');
    expect(identification).toContain('04.02.29-162.65');
    expect(identification).toContain('Rue Neuve 1, 1000 Bruxelles');
    expect(await rawKeysShown(page)).toEqual([]);
    await page.getByTestId('overview-channel-email').check();
    await sendAndReachZone(page, 'fr');
    // What to do now for a lost document, from the form's hint for its crime type (issue 33): Doc Stop.
    expect(await page.getByTestId('success-hint').textContent()).toContain('Doc Stop');
    expect(await page.locator('a[href="tel:0080021232123"]').count()).toBe(1);
    await context.close();
  });

  it('files Marie’s lost handbag (fr, 375 px): the object from the catalogue, its brand and serial number', async () => {
    const { context, page } = await signedIn(MARIE_DUBOIS, 'fr', PHONE_375);
    await page.getByTestId('crime-type-0575').check();
    await next(page);
    await identifyFederally(page);
    await next(page);
    await openStep(page, 'declarant_contact_data');
    await next(page);
    await openStep(page, 'fact_information');
    // What was lost, from the objects list (issue 33), not a crime against persons.
    await input(page, 'lost-object-object-search').fill('sac');
    await page
      .getByTestId('lost-object-object-result')
      .getByRole('radio', { name: /^Sac à main/ })
      .check();
    expect(await page.getByTestId('lost-object-object-chosen').textContent()).toContain('Sac à main');
    await input(page, 'lost-object-brand').fill('Delvaux');
    await input(page, 'lost-object-serial').fill('DV-2291-0457');
    await page.getByTestId('fact-place-municipality').check();
    await input(page, 'fact-address-municipality').focus();
    await page.keyboard.type('Jupille');
    await page.getByTestId('fact-address-municipality-listbox').getByRole('option').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await input(page, 'fact-date').fill('12/04/2025');
    await input(page, 'fact-time').fill('16:30');
    await input(page, 'fact-description').fill(
      'J’ai perdu mon sac à main brun entre la place Saint-Lambert et la gare des Guillemins. Il contenait mon portefeuille et mes clés.',
    );
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    await next(page);
    await openStep(page, 'attachments');
    await next(page);
    await openStep(page, 'declaration_overview');
    const crimeType = await page.getByTestId('review-crime_type').textContent();
    expect(crimeType).toContain('Perte d’un objet');
    expect(crimeType).not.toContain('0575');
    const fact = await page.getByTestId('review-fact_information').textContent();
    for (const shown of ['Sac à main', 'Delvaux', 'DV-2291-0457', '4020 Liège'])
      expect(fact).toContain(shown);
    await page.getByTestId('overview-channel-ebox').check();
    await sendAndReachZone(page, 'fr');
    // What to do now for a lost object, from the form's hint for its crime type.
    expect(await page.getByTestId('success-hint').textContent()).toContain('objets trouvés');
    await context.close();
  });

  it('files harassment that went on for weeks (de) over a period, from and to, without an hour', async () => {
    const { context, page } = await signedIn(LUKAS_SCHMITZ, 'de');
    await page.getByTestId('crime-type-4517').check();
    await next(page);
    await identifyFederally(page);
    await next(page);
    await openStep(page, 'declarant_contact_data');
    await next(page);
    await openStep(page, 'fact_information');
    await page.getByTestId('fact-span-period').check();
    expect(await page.getByTestId('fact-time').count()).toBe(0);
    // By message: no address to give.
    await page.getByTestId('fact-place-online').check();
    await page.getByTestId('fact-online-note').waitFor();
    // An end before the start is refused at the end, naming the start.
    await input(page, 'fact-period-start').fill('01/09/2025');
    await input(page, 'fact-period-end').fill('15/08/2025');
    await input(page, 'fact-description').fill(
      'Seit September schickt mir ein Nachbar fast jeden Tag beleidigende Nachrichten und wartet abends vor meiner Haustür.',
    );
    await next(page);
    expect(await stepState(page, 'fact_information')).toBe('error');
    await expect.poll(() => page.getByTestId('fact-period-end').textContent()).toContain('„Anfangsdatum“');
    await input(page, 'fact-period-end').fill('30/10/2025');
    await next(page);
    await openStep(page, 'attachments');
    await next(page);
    await openStep(page, 'declaration_overview');
    const fact = await page.getByTestId('review-fact_information').textContent();
    for (const shown of ['01/09/2025', '30/10/2025']) expect(fact).toContain(shown);
    await page.getByTestId('overview-channel-ebox').check();
    await sendAndReachZone(page, 'de');
    await context.close();
  });

  it('goes back to the attachments step when an upload fails, and sends once the platform answers again', async () => {
    const { context, page } = await signedIn(MARIE_DUBOIS, 'fr');
    await page.route('**/v1/upload/batch', (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<html>down</html>' }),
    );
    await page.getByTestId('crime-type-4315').check();
    await next(page);
    await identifyFederally(page);
    await next(page);
    await openStep(page, 'declarant_contact_data');
    await next(page);
    await fillFact(page, {
      address: { post_code: '4000', street: 'Rue Léopold', number: '5' },
      date: '22/03/2025',
      time: '23:40',
      description:
        'En sortant d’un café rue Léopold, un inconnu m’a poussée contre un mur et frappée au bras avant de s’enfuir vers la gare.',
    });
    await next(page);
    await openStep(page, 'attachments');
    await page
      .getByTestId('attachments-input')
      .setInputFiles({ name: 'hematome.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('[data-testid="attachment"][data-state="failed"]').waitFor();
    await next(page);
    await openStep(page, 'declaration_overview');
    await page.getByTestId('overview-channel-email').check();
    await page.getByTestId('wizard-send').click();
    // Send uploads the file first; it fails again: back to the attachments step, which says so.
    await openStep(page, 'attachments');
    expect(await stepState(page, 'attachments')).toBe('error');
    expect(await page.getByTestId('step-error').textContent()).toBe(
      'L’envoi du fichier a échoué. Veuillez réessayer.',
    );
    expect(page.url()).toContain('/app/fr/person');
    await expectNoAxeViolations(page);

    await page.unroute('**/v1/upload/batch');
    await page.getByTestId('step-declaration_overview').locator('button').click();
    await openStep(page, 'declaration_overview');
    await sendAndReachZone(page, 'fr');
    await context.close();
  });

  it('holds its blocking steps against a draft pointing further; axe-clean on the contact, attachment and refused Send states', async () => {
    const { context, page } = await signedIn(JAN_PEETERS, 'nl');
    /** Saves this tab's draft with other field values (by kind@path) and step states, and opens the form again. */
    const reloadWith = async (fields: Record<string, unknown>, steps: readonly boolean[]) => {
      const draft = await readDraft(page, 'person');
      const values = draft.values as { fields: object };
      await writeDraft(page, 'person', {
        ...draft,
        values: { ...values, fields: { ...values.fields, ...fields } },
        wizard: {
          current: 6,
          furthest: 6,
          steps: steps.map((done) => ({ done, error: false, mounted: true })),
        },
      });
      await page.reload();
      await page.getByTestId('person-wizard').waitFor();
    };

    // Spec §4: a draft on the overview with the crime type not done opens the crime type.
    await reloadWith({}, [false, true, true, true, true, true]);
    await openStep(page, 'crime_type');
    expect(await page.getByTestId('step-declaration_overview').locator('button').count()).toBe(0);
    // A draft calling an empty identification done: the identification opens, in error.
    await reloadWith({ 'crime-type@fact.type': '4711' }, [true, true, false, false, false, false]);
    await openStep(page, 'declarant_authentication');
    expect(await stepState(page, 'crime_type')).toBe('done');
    expect(await page.getByTestId('step-declaration_overview').locator('button').count()).toBe(0);

    await identifyFederally(page);
    await next(page);
    // The contact step refusing a malformed e-mail.
    await openStep(page, 'declarant_contact_data');
    await input(page, 'contact-email').fill('jan.peeters@');
    await next(page);
    expect(await stepState(page, 'declarant_contact_data')).toBe('error');
    expect(await page.getByTestId('contact-email').textContent()).toContain('geldig e-mailadres');
    await expectNoAxeViolations(page);
    await input(page, 'contact-email').fill('jan.peeters@example.be');
    await next(page);
    await fillFact(page, {
      address: { post_code: '2000', street: 'Meir', number: '12' },
      date: '03/05/2025',
      time: '08:05',
      description:
        'Op de tram maakte een onbekende man herhaaldelijk seksuele opmerkingen en raakte hij mij aan, tot ik uitstapte op de Meir.',
    });
    await next(page);

    // Attachments: empty, a refused type, a duplicate, the confirmation before removing.
    await openStep(page, 'attachments');
    await expectNoAxeViolations(page);
    const files = page.getByTestId('attachments-input');
    await files.setInputFiles([
      { name: 'notities.txt', mimeType: 'text/plain', buffer: Buffer.from('notities') },
      { name: 'tram.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await page.locator('[data-testid="attachment"][data-state="uploaded"]').waitFor();
    expect(await page.getByTestId('attachments-refused').textContent()).toContain(
      '“notities.txt” kan niet worden toegevoegd',
    );
    await expectNoAxeViolations(page);
    await files.setInputFiles({ name: 'kopie.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('attachments-refused').getByText('Dit bestand hebt u al toegevoegd.').waitFor();
    await page.getByTestId('attachment-remove').click();
    await page.getByTestId('confirm-remove').getByText('Wilt u “tram.png” verwijderen?').waitFor();
    await expectNoAxeViolations(page);
    await page.getByTestId('confirm-remove-yes').click();
    await page.getByTestId('attachments-list').waitFor({ state: 'detached' });
    await next(page);

    // Refused Sends on the overview: an ended session, a failure, then the platform's security (403).
    await openStep(page, 'declaration_overview');
    await page.getByTestId('overview-channel-email').check();
    const refusals = [
      { status: 401, contentType: 'application/json', body: '{"error":{"key":"error_no_session"}}' },
      { status: 500, contentType: 'text/html', body: '<html>down</html>' },
    ];
    await page.route('**/v1/information/add', (route) =>
      route.fulfill(
        refusals.shift() ?? { status: 403, contentType: 'text/html', body: '<html>blocked</html>' },
      ),
    );
    const reports: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/v1/debug/network')) reports.push(request.postDataJSON());
    });
    const stepError = page.getByTestId('step-error');

    await page.getByTestId('wizard-send').click();
    await stepError.getByText('U bent niet (meer) aangemeld.').waitFor();
    expect(await page.getByTestId('sign-in-again').getAttribute('href')).toBe(
      `/index.php/app/login?redirect=${encodeURIComponent('/app/nl/person')}`,
    );
    await expectNoAxeViolations(page);

    await page.getByTestId('wizard-send').click();
    await stepError.getByText('Er is een technisch probleem opgetreden.', { exact: false }).waitFor();
    expect(await page.getByTestId('sign-in-again').count()).toBe(0);
    await expectNoAxeViolations(page);

    await page.getByTestId('wizard-send').click();
    await page.getByTestId('error-azure-403').waitFor();
    expect(await stepState(page, 'declaration_overview')).toBe('error');
    expect(await stepError.textContent()).toContain('door de beveiliging van het platform tegengehouden');
    expect(page.url()).toContain('/app/nl/person');
    expect(await rawKeysShown(page)).toEqual([]);
    await expectNoAxeViolations(page);

    // 'Contact us' opens the technical contact form, prefilled from the session; sent, it thanks.
    await page.getByTestId('contact-us').click();
    const dialog = page.getByTestId('contact-dialog');
    await dialog.getByTestId('contact-form').waitFor();
    expect(await input(page, 'contact-lastname').inputValue()).toBe('Peeters');
    await expectNoAxeViolations(page);
    await input(page, 'contact-body').fill('Mijn aangifte van seksuele intimidatie werd tegengehouden.');
    await input(page, 'contact-consent').check();
    await page.getByTestId('contact-send').click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByTestId('contact-us-success')
      .getByText('Bedankt, uw melding is verstuurd.', { exact: false })
      .waitFor();

    // Spec §7: one debug report for this page load, naming the blocked endpoint and the crime type.
    expect(reports).toEqual([
      expect.objectContaining({
        code: 403,
        content: { endpoint: 'v1/information/add', factType: '4711' },
      }),
    ]);
    await context.close();
  });

  it('files swindling (de) with the keyboard alone on a 320 px wide screen', async () => {
    const { context, page } = await signedIn(LUKAS_SCHMITZ, 'de', PHONE);
    const key = (name: string) => page.keyboard.press(name);
    /** Tabs until the element with this test id has focus; fails after 80 presses. */
    const tabTo = async (testId: string) => {
      for (let i = 0; i < 80; i += 1) {
        if ((await focusedTestId(page)) === testId) return;
        await key('Tab');
      }
      throw new Error(`never reached ${testId} by Tab`);
    };
    const nextByKeyboard = async (step: string) => {
      await tabTo('wizard-next');
      await key('Enter');
      await openStep(page, step);
    };
    const expectNoOverflow = async () => {
      const overflow = await sidewaysOverflow(page);
      expect(overflow).toBeLessThanOrEqual(0);
    };

    // German order: Bedrohung, Belästigung (Stalking), Betrug…: the arrows move the choice.
    await tabTo('crime-type-0422');
    await key('Space');
    await key('ArrowDown');
    await key('ArrowDown');
    expect(await page.getByTestId('crime-type-0454').isChecked()).toBe(true);
    await expectNoOverflow();
    await nextByKeyboard('declarant_authentication');
    await page.getByTestId('declarant-identity').waitFor();
    await expectNoOverflow();
    await expectNoAxeViolations(page);
    await nextByKeyboard('declarant_contact_data');
    await nextByKeyboard('fact_information');

    await tabTo('fact-address-municipality-input');
    await page.keyboard.type('4700');
    await page.getByTestId('fact-address-municipality-listbox').getByRole('option').first().waitFor();
    await key('ArrowDown');
    await key('Enter');
    await tabTo('fact-address-street-input');
    await page.keyboard.type('Kirch');
    await page
      .getByTestId('fact-address-street-listbox')
      .getByRole('option', { name: 'Kirchstraße', exact: true })
      .waitFor();
    // Kirchgasse comes first: the arrows walk the list to the street.
    for (
      let i = 0;
      i < 10 && (await activeOption(page, 'fact-address-street-input')) !== 'Kirchstraße';
      i += 1
    )
      await key('ArrowDown');
    await key('Enter');
    expect(await input(page, 'fact-address-street').inputValue()).toBe('Kirchstraße');
    await tabTo('fact-address-number-input');
    await page.keyboard.type('8');
    await tabTo('fact-date-input');
    await page.keyboard.type('06/04/2025');
    await tabTo('fact-time-input');
    await page.keyboard.type('10:30');
    await tabTo('fact-description-input');
    await page.keyboard.type(
      'Ich habe online ein Fahrrad für 450 Euro bezahlt. Der Verkäufer antwortet nicht mehr und das Fahrrad kam nie an.',
    );
    await expectNoOverflow();
    await expectNoAxeViolations(page);
    await nextByKeyboard('attachments');
    await nextByKeyboard('declaration_overview');
    await tabTo('overview-channel-ebox');
    await key('Space');
    expect(await rawKeysShown(page)).toEqual([]);
    await expectNoOverflow();
    await expectNoAxeViolations(page);
    await tabTo('wizard-send');
    await key('Enter');
    await page.waitForURL('**/app/de/success/person?**');
    await waitForZone(page);
    await expectNoOverflow();
    await context.close();
  });
});

describe('who reaches the person form', () => {
  it('sends an officer opening /person through /loading back to their own form', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto('/index.php/app/police/login?login_hint=inspector.claes');
    await page.getByTestId('police-phishing-wizard').waitFor();
    // Every address the tab shows, the router's own (history) changes included.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/app/nl/person');
    await page.waitForURL('**/app/nl/phishing');
    // The load itself may report its address twice; the way through matters.
    const way = visited.filter((path, index) => path !== visited[index - 1]);
    expect(way).toEqual(['/app/nl/person', '/app/nl/loading', '/app/nl/phishing']);
    await page.getByTestId('police-phishing-page').waitFor();
    expect(await page.getByTestId('person-page').count()).toBe(0);
    await context.close();
  });

  it('is linked from the FAQ answer on the types of declaration', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto('/app/fr/faq#faq-type-of-declarations');
    await page.getByTestId('faq-page').waitFor();
    const link = page.getByRole('link', { name: 'd’autres faits contre des personnes' });
    expect(await link.getAttribute('href')).toBe('/app/fr/person');
    await context.close();
  });
});
