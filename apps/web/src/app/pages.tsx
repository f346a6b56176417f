import { drawnByEngine, FORM_DEFINITIONS, type PageName, type RouteDef } from '@pow/domain';
import { type ComponentType, lazy } from 'react';

/**
 * The component of each route, each its own chunk, fetched when first opened: home too, which arrives
 * drawn with its chunk announced, so that a wizard's first download does without it. Routes whose page
 * belongs to a later issue show the not-found page.
 */
const HomePage = lazy(() => import('../features/home/home-page.tsx').then((m) => ({ default: m.HomePage })));
const NotFoundPage = lazy(() =>
  import('../features/errors/error-pages.tsx').then((m) => ({ default: m.NotFoundPage })),
);
const NoRightsPage = lazy(() =>
  import('../features/errors/error-pages.tsx').then((m) => ({ default: m.NoRightsPage })),
);
const SexualViolencesPage = lazy(() =>
  import('../features/information/sexual-violences-page.tsx').then((m) => ({
    default: m.SexualViolencesPage,
  })),
);
const TheftAndDegradationPage = lazy(() =>
  import('../features/information/theft-and-degradation-page.tsx').then((m) => ({
    default: m.TheftAndDegradationPage,
  })),
);
const AlarmsAndCamerasPage = lazy(() =>
  import('../features/information/alarms-and-cameras-page.tsx').then((m) => ({
    default: m.AlarmsAndCamerasPage,
  })),
);
const HomeSurveillancePage = lazy(() =>
  import('../features/information/home-surveillance-page.tsx').then((m) => ({
    default: m.HomeSurveillancePage,
  })),
);
const CookiesPage = lazy(() =>
  import('../features/cookies/cookies-page.tsx').then((m) => ({ default: m.CookiesPage })),
);
const SignedInPage = lazy(() =>
  import('../features/session/signed-in-page.tsx').then((m) => ({ default: m.SignedInPage })),
);

const SexualViolencePage = lazy(() =>
  import('../features/guidance/sexual-violence-page.tsx').then((m) => ({ default: m.SexualViolencePage })),
);
const NciiPage = lazy(() =>
  import('../features/guidance/ncii-page.tsx').then((m) => ({ default: m.NciiPage })),
);
const FaqPage = lazy(() => import('../features/faq/faq-page.tsx').then((m) => ({ default: m.FaqPage })));
const PrivacyPage = lazy(() =>
  import('../features/legal/privacy-page.tsx').then((m) => ({ default: m.PrivacyPage })),
);
const DisclaimerPage = lazy(() =>
  import('../features/legal/disclaimer-page.tsx').then((m) => ({ default: m.DisclaimerPage })),
);
const AccessibilityPage = lazy(() =>
  import('../features/legal/accessibility-page.tsx').then((m) => ({ default: m.AccessibilityPage })),
);

const SignedOutPage = lazy(() =>
  import('../features/session/signed-out-page.tsx').then((m) => ({ default: m.SignedOutPage })),
);

const LoggedPage = () => <SignedInPage variant="logged" />;
const RefreshedPage = () => <SignedInPage variant="refreshed" />;

const PAGES: Readonly<Record<PageName, ComponentType>> = {
  home: HomePage,
  'sexual-violences': SexualViolencesPage,
  'theft-and-degradation': TheftAndDegradationPage,
  'alarms-and-cameras': AlarmsAndCamerasPage,
  'home-surveillance': HomeSurveillancePage,
  cookies: CookiesPage,
  logged: LoggedPage,
  refreshed: RefreshedPage,
  'signed-out': SignedOutPage,
  error: NoRightsPage,
  'sexual-violence': SexualViolencePage,
  ncii: NciiPage,
  faq: FaqPage,
  privacy: PrivacyPage,
  disclaimer: DisclaimerPage,
  accessibility: AccessibilityPage,
  'phishing-questionnaire': lazy(() =>
    import('../features/phishing-questionnaire/phishing-questionnaire-page.tsx').then((m) => ({
      default: m.PhishingQuestionnairePage,
    })),
  ),
  'degradation-questionnaire': lazy(() =>
    import('../features/degradation-questionnaire/degradation-questionnaire-page.tsx').then((m) => ({
      default: m.DegradationQuestionnairePage,
    })),
  ),
  'degradation-cable-questionnaire': lazy(() =>
    import('../features/degradation-questionnaire/cable-questionnaire-page.tsx').then((m) => ({
      default: m.CableQuestionnairePage,
    })),
  ),
  'person-start': lazy(() =>
    import('../features/person/person-start-page.tsx').then((m) => ({ default: m.PersonStartPage })),
  ),
  success: lazy(() =>
    import('../features/success/success-page.tsx').then((m) => ({ default: m.SuccessPage })),
  ),
  zone: lazy(() =>
    import('../features/zone-desk/zone-desk-page.tsx').then((m) => ({ default: m.ZoneDeskPage })),
  ),
  'my-declarations': lazy(() =>
    import('../features/my-declarations/my-declarations-page.tsx').then((m) => ({
      default: m.MyDeclarationsPage,
    })),
  ),
  'my-declaration': lazy(() =>
    import('../features/my-declarations/declaration-page.tsx').then((m) => ({ default: m.DeclarationPage })),
  ),
};

const FormPage = lazy(() =>
  import('../shared/wizard/engine/form-page.tsx').then((m) => ({ default: m.FormPage })),
);

/**
 * The wizard of each form route: the one engine, drawing the form from its definition (decision 046),
 * fetched when a form is first opened. A definition the engine cannot draw has no page.
 */
const FORM_PAGES: Readonly<Record<string, ComponentType>> = Object.fromEntries(
  FORM_DEFINITIONS.filter(drawnByEngine).flatMap((definition) =>
    definition.routes.map((route) => [
      route.name,
      () => <FormPage definition={definition} route={route.name} />,
    ]),
  ),
);

/** The routes that have a form page, for the test that every form definition's route has one. */
export const formPageNames = () => Object.keys(FORM_PAGES);

/** The component of a route: its page, its form's wizard, or the not-found page for a form without one. */
export function pageOf(route: RouteDef): ComponentType {
  return PAGES[route.name as PageName] ?? FORM_PAGES[route.name] ?? NotFoundPage;
}

export { NotFoundPage };
