import { FORM_DEFINITIONS } from '@pow/domain';
import { describe, expect, it } from 'vitest';
import { formPageNames } from './pages.tsx';

describe('form pages', () => {
  it('has a wizard for every route of every form definition, and none for a route no form has', () => {
    const routes = FORM_DEFINITIONS.flatMap((definition) => definition.routes.map((route) => route.name));
    expect(formPageNames().sort()).toEqual([...routes].sort());
  });
});
