import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Rich, telHref } from './rich.tsx';

describe('Rich', () => {
  it('turns marked words into the given parts and keeps the rest as text', () => {
    const { container } = render(
      <p>
        <Rich
          text="Bel <tel>0800 12 800</tel> of lees <faq>de vragen</faq>."
          tags={{ faq: (w) => <em>{w}</em> }}
        />
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>Bel <a class="nowrap" href="tel:080012800">0800 12 800</a> of lees <em>de vragen</em>.</p>',
    );
  });

  it('never renders markup from a text: unknown tags show their words, other markup stays text', () => {
    const { container } = render(
      <p>
        <Rich text={'<x>a</x> <img src=x onerror="alert(1)"> <email>info@example.be</email>'} />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('a <img src=x onerror="alert(1)"> info@example.be');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('mailto:info@example.be');
  });

  it.each([
    ['101', 'tel:101'],
    ['116 000', 'tel:116000'],
    ['0800/12 800', 'tel:080012800'],
    ['078 170 170', 'tel:078170170'],
  ])('dials %s as %s', (number, href) => {
    expect(telHref(number)).toBe(href);
  });
});
