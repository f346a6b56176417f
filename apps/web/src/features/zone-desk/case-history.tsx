import type { ZoneCaseEvent, ZoneSheet } from '@pow/contracts/zone-desk';
import { formatBrusselsMoment } from '@pow/domain';
import type { TFunction } from 'i18next';
import { usePageTexts } from '../../shared/i18n/use-page-texts.ts';

type Officers = ZoneSheet['officers'];
type Texts = TFunction<'zone'>;

/**
 * An officer as the desk names them: by name and matricule when the zone knows them, else by matricule
 * alone (the case records the matricule, decision 045).
 */
export function officerName(t: Texts, officers: Officers, matricule: string): string {
  const known = officers.find((officer) => officer.matricule === matricule);
  return known
    ? t('sheet.officer_name', { name: known.name, matricule })
    : t('sheet.officer_unknown', { matricule });
}

/** What one change of the case says, in the third person, about whoever made it. */
function eventText(t: Texts, event: ZoneCaseEvent, officers: Officers) {
  const nameOf = (matricule: string) => officerName(t, officers, matricule);
  // Only the person's addition reopens a case by no officer.
  if (event.by === null) return t('history.reopen_by_addition');
  const officer = nameOf(event.by);
  switch (event.action) {
    case 'assign':
      return t('history.assign', { officer, assignee: event.assignee ? nameOf(event.assignee) : '' });
    case 'handle':
      return t('history.handle', { officer, outcome: event.outcome ? t(`outcomes.${event.outcome}`) : '' });
    default:
      return t(`history.${event.action}`, { officer });
  }
}

/**
 * The case's history, oldest first: who took it, gave it, wrote which working note, handled it how,
 * reopened it, each with its time. The police's own: the person's timeline shows none of it.
 */
export function CaseHistory({ history, officers }: { history: ZoneSheet['history']; officers: Officers }) {
  const { t } = usePageTexts('zone');
  return (
    <section aria-labelledby="zone-history-title" className="zone-history">
      <h2 id="zone-history-title">{t('history.title')}</h2>
      {history.length === 0 ? (
        <p data-testid="zone-sheet-history">{t('history.empty')}</p>
      ) : (
        <ol className="zone-history__events" data-testid="zone-sheet-history">
          {history.map((event) => (
            <li key={event.version} data-testid={`zone-event-${event.action}`}>
              <span className="zone-history__at">{formatBrusselsMoment(new Date(event.at))}</span>{' '}
              {eventText(t, event, officers)}
              {event.note && <p className="zone-note zone-history__note">{event.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
