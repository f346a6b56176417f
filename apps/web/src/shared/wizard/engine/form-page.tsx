import { atRoute, type RegisteredForm } from '@pow/domain';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import { useAppPath } from '../../routing/app-link.tsx';
import { FORM_GATES } from './gates.ts';
import { WizardPage } from './wizard-page.tsx';

/**
 * A form drawn by the engine at one of its routes (decision 046): the form as that route opens it (its
 * fixed answers, title and draft, `atRoute`), behind its gate when it has one: without a pass in the
 * tab the person is sent to the gate's check; with one the page says so above the form.
 */
export function FormPage({
  definition,
  route,
}: {
  readonly definition: RegisteredForm;
  readonly route: string;
}) {
  const routed = useMemo(() => atRoute(definition, route), [definition, route]);
  const gate = routed.page?.gate === undefined ? undefined : FORM_GATES[routed.page.gate];
  const [open] = useState(() => gate?.passed() ?? true);
  const path = useAppPath();
  useEffect(() => {
    if (open) void gate?.loadNotice();
  }, [gate, open]);
  if (!gate) return <WizardPage definition={routed} />;
  if (!open) return <Navigate to={path(gate.to)} replace state={gate.state} />;
  // The whole page waits for its notice: nothing moves down when it comes.
  return (
    <Suspense fallback={null}>
      <WizardPage definition={routed} notice={<gate.Notice />} />
    </Suspense>
  );
}
