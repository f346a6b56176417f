import { describe, expect, it } from 'vitest';
import { answerTreeAt, unansweredTree, walkTree, type YesNoTree } from './yes-no-tree.ts';

const YES = { answered: true, yes: true };
const NO = { answered: true, yes: false };

describe('yes/no tree', () => {
  it('stops at the first unanswered question', () => {
    const tree: YesNoTree<'a' | 'b', 'end'> = {
      first: 'a',
      branches: { a: { yes: 'b', no: 'end' }, b: { yes: 'end', no: 'end' } },
      depth: 2,
    };
    expect(walkTree(tree, unansweredTree(2))).toEqual({
      questions: [{ number: 1, id: 'a' }],
      outcome: undefined,
    });
    expect(walkTree(tree, [YES, NO])).toEqual({
      questions: [
        { number: 1, id: 'a' },
        { number: 2, id: 'b' },
      ],
      outcome: 'end',
    });
  });

  it('refuses a tree whose path is longer than its depth (a cycle or a wrong depth)', () => {
    const loop: YesNoTree<'a', 'end'> = { first: 'a', branches: { a: { yes: 'a', no: 'end' } }, depth: 2 };
    expect(() => walkTree(loop, [YES, YES])).toThrow(/more than 2 questions/);
  });

  it('clears the answers after the one given', () => {
    expect(answerTreeAt([YES, YES, NO], 2, false)).toEqual([YES, NO, { answered: false, yes: false }]);
  });
});
