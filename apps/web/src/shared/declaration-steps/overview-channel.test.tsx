import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../test-support.ts';
import { renderInApp, stubApi } from '../contact/contact-test-support.tsx';
import { OverviewChannelField } from './overview-channel.tsx';

describe('the summary channel (spec §3, §6)', () => {
  beforeAll(async () => {
    await setUpI18n('nl');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each([
    [false, 'Hoe wilt u de samenvatting van uw aangifte ontvangen?', 'In mijn eBox'],
    [true, 'Hoe ontvangt het slachtoffer de samenvatting van de aangifte?', 'In de eBox van het slachtoffer'],
  ])('speaks to the declarant, or to the officer about the victim (%s)', async (forVictim, legend, ebox) => {
    stubApi(() => ({ status: 404, body: {} }));
    renderInApp(<OverviewChannelField value="" onChange={() => {}} forVictim={forVictim} />, '/nl/phishing');
    const group = await screen.findByTestId('overview-channel');
    expect(group.querySelector('legend')?.textContent).toContain(legend);
    expect(group.textContent).toContain(ebox);
  });
});
