import { describe, expect, it } from 'vitest';
import { stepCode } from '../step-code.ts';
import { type AnswerContext, type FieldKind, lateKind, lateKinds } from './field-kind.ts';

const CONTEXT: AnswerContext = { answer: () => undefined, at: 'fact', attachmentIds: [], readBack: false };

describe('a form’s own kind, fetched with it (lateKind, issue 33)', () => {
  it('answers nothing until its chunk is there, then its new value stands for an undefined one', async () => {
    let release: (() => void) | undefined;
    const own: FieldKind<{ readonly count: number }> = {
      initial: () => ({ count: 1 }),
      answer: (value) => ({ counted: value.count }),
      issues: (value, at) => (value.count > 1 ? [{ key: 'required_field', path: [...at, 'counted'] }] : []),
      View: stepCode(() => Promise.resolve(() => null)),
    };
    const kind = lateKind(() => new Promise<typeof own>((resolve) => (release = () => resolve(own))));
    expect(kind.initial(undefined)).toBeUndefined();
    expect(kind.answer(undefined, CONTEXT)).toBeUndefined();
    expect(kind.issues?.({ count: 2 }, ['fact'])).toEqual([]);

    const before = lateKinds.arrived();
    let told = 0;
    const stop = lateKinds.subscribe(() => {
      told += 1;
    });
    const loading = kind.View.load();
    release?.();
    await loading;
    stop();
    expect(lateKinds.arrived()).toBe(before + 1);
    expect(told).toBe(1);
    expect(kind.View.loaded()).toBe(true);
    expect(kind.answer(undefined, CONTEXT)).toEqual({ counted: 1 });
    expect(kind.answer({ count: 3 }, CONTEXT)).toEqual({ counted: 3 });
    expect(kind.issues?.({ count: 2 }, ['fact'])).toEqual([
      { key: 'required_field', path: ['fact', 'counted'] },
    ]);
  });
});
