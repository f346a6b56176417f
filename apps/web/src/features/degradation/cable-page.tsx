import { MUNICIPALITY_KEY_PATTERN } from '@pow/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { type CableCheckFirst, passedCablePilot } from '../../shared/cable-pilot/cable-pilot-pass.ts';
import { useAppPath } from '../../shared/routing/app-link.tsx';
import { DegradationForm, type PilotParts } from './degradation-page.tsx';
import { factAddress } from './fact-address.ts';

// The cable form's own parts: only /degradation/cable asks for them (decision 034).
const loadPilotNotice = () => import('./pilot-notice.tsx');
const PilotNotice = lazy(() => loadPilotNotice().then((module) => ({ default: module.PilotNotice })));
const PILOT_ANSWER_MS = 10 * 60 * 1000;

/**
 * The cable pilot for the place of the fact (spec §2 Cable-damage pilot): the same check as the pilot
 * questionnaire, asked again for the address actually given, so that a form opened directly or an
 * address elsewhere is refused before Send. A failed check refuses nothing: the server decides.
 */
const PilotPlaceCheck: PilotParts['PlaceCheck'] = ({ values, onRefused }) => {
  const place = factAddress(values)?.munKey;
  const asked = place !== undefined && MUNICIPALITY_KEY_PATTERN.test(place) ? place : undefined;
  const pilot = useQuery({
    queryKey: ['cable-pilot', asked],
    // The check's code comes with the first place to check.
    queryFn: () =>
      import('../../shared/cable-pilot/check-cable-pilot.ts').then((module) =>
        module.checkCablePilot(asked ?? ''),
      ),
    enabled: asked !== undefined,
    retry: false,
    staleTime: PILOT_ANSWER_MS,
  });
  const refused = pilot.data === 'refused' ? asked : undefined;
  useEffect(() => onRefused(refused), [onRefused, refused]);
  return null;
};

/**
 * /degradation/cable (decision 015): only after a passed pilot check in this tab; without one, the
 * person is sent to the check (/degradation/cable/questionnaire), which says why.
 */
export function CablePage() {
  const path = useAppPath();
  const [pilot] = useState(passedCablePilot);
  // Asked for with the step's code, so that the page does not wait for it once that has come.
  useEffect(() => void loadPilotNotice(), []);
  if (!pilot) {
    const state: CableCheckFirst = { checkFirst: true };
    return <Navigate to={path('degradation/cable/questionnaire')} replace state={state} />;
  }
  // The whole page waits for its notice: nothing moves down when it comes.
  return (
    <Suspense fallback={null}>
      <DegradationForm
        category="cables"
        pilot={{ place: pilot, notice: <PilotNotice pilot={pilot} />, PlaceCheck: PilotPlaceCheck }}
      />
    </Suspense>
  );
}
