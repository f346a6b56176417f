import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCE_DELAY_MS, useSettled } from './use-settled.ts';

function Spoken({ text }: { text: string }) {
  return <p role="status">{useSettled(text)}</p>;
}
const spoken = () => screen.getByRole('status').textContent;

describe('useSettled: what a live region says (WCAG 4.1.3)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('says nothing of the text the field opened with', () => {
    render(<Spoken text="2000 tekens over" />);
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS * 3));
    expect(spoken()).toBe('');
  });

  it('says a changed text once it has stopped changing, never the ones in between', () => {
    const { rerender } = render(<Spoken text="2000 tekens over" />);
    rerender(<Spoken text="1999 tekens over" />);
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS / 2));
    rerender(<Spoken text="1998 tekens over" />);
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS / 2));
    expect(spoken()).toBe('');
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS));
    expect(spoken()).toBe('1998 tekens over');
  });

  it('says the opening text again once the person has changed it and come back', () => {
    const { rerender } = render(<Spoken text="2000 tekens over" />);
    rerender(<Spoken text="1999 tekens over" />);
    rerender(<Spoken text="2000 tekens over" />);
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS));
    expect(spoken()).toBe('2000 tekens over');
  });
});
