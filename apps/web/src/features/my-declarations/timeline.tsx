import type { MyDeclaration, StageState, TimelineStage } from '@pow/contracts/my-declarations';
import { formatBrusselsMoment, USUAL_TAKE_UP_WORKING_DAYS } from '@pow/domain';
import type { TFunction } from 'i18next';
import { useId } from 'react';

type Texts = TFunction<'my-declarations'>;

/** The mark before a stage: a shape per state, so the state never rests on colour alone. */
const MARKS: Readonly<Record<StageState, string>> = { done: '✓', failed: '✕', skipped: '–', ahead: '' };

/** What a stage says in words: the summary's delivery says how it went (eBox, e-mail, the fallback). */
function stageText(t: Texts, stage: TimelineStage, declaration: MyDeclaration): string {
  switch (stage.stage) {
    case 'summary_made':
      return t(stage.state === 'failed' ? 'timeline.summary_made_failed' : 'timeline.summary_made');
    case 'summary_delivered':
      if (stage.state === 'failed') return t('timeline.summary_delivered_failed');
      if (stage.state === 'skipped') return t('timeline.summary_delivered_skipped');
      if (stage.state === 'ahead') return t('timeline.summary_delivered');
      if (declaration.fallback) return t('timeline.summary_delivered_fallback');
      return t(`timeline.summary_delivered_${declaration.overview_method}`);
    case 'at_zone':
      return t('timeline.at_zone', { zone: declaration.zone_name });
    default:
      return t(`timeline.${stage.stage}`);
  }
}

/**
 * When: the moment reached, or the moment expected for a stage ahead; without recent cases to expect it
 * from, the zone's taking up is said in words from what is usual (issue 33); nothing else can be said.
 */
function stageTime(t: Texts, stage: TimelineStage): string | undefined {
  if (stage.at) return t('timeline.at', { moment: formatBrusselsMoment(new Date(stage.at)) });
  if (stage.expected_at)
    return t('timeline.expected', { moment: formatBrusselsMoment(new Date(stage.expected_at)) });
  if (stage.stage === 'in_treatment' && stage.state === 'ahead')
    return t('timeline.usual', { count: USUAL_TAKE_UP_WORKING_DAYS });
  return undefined;
}

/**
 * The timeline of a declaration (issue 17): received → summary made → delivered → at the zone → in
 * treatment → handled, an ordered list whose every stage says its state in words (visually hidden) and
 * with a mark, its time when reached, the time expected when ahead; the first stage ahead is the
 * current step.
 */
export function Timeline({ t, declaration }: { t: Texts; declaration: MyDeclaration }) {
  const titleId = useId();
  const current = declaration.stages.find((stage) => stage.state === 'ahead');
  return (
    <section className="card mine-timeline" aria-labelledby={titleId} data-testid="my-declaration-timeline">
      <h2 id={titleId}>{t('timeline.title')}</h2>
      <ol className="mine-timeline__stages">
        {declaration.stages.map((stage) => {
          const time = stageTime(t, stage);
          return (
            <li
              key={stage.stage}
              className={`mine-stage mine-stage--${stage.state}`}
              aria-current={stage === current ? 'step' : undefined}
              data-testid={`timeline-${stage.stage}`}
              data-state={stage.state}
            >
              <span className="mine-stage__mark" aria-hidden="true">
                {MARKS[stage.state]}
              </span>
              <span className="mine-stage__text">
                <span className="visually-hidden">{t(`timeline.state.${stage.state}`)} </span>
                {stageText(t, stage, declaration)}
                {time && <span className="mine-stage__time">{time}</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="mine-timeline__hours">{t('timeline.hours')}</p>
    </section>
  );
}
