import { useTranslation } from 'react-i18next';
import { AppLink } from '../routing/app-link.tsx';

export interface Tile {
  readonly title: string;
  readonly text: string;
  /** Page path inside the SPA ('person'), or… */
  readonly to?: string;
  /** …an external address (opens in the same window, marked as external). */
  readonly href?: string;
  readonly testId?: string;
}

/**
 * Tiles as a list of cards, each a heading whose link covers the whole card (CSS), so the link's
 * name is the title alone and the description stays normal text.
 */
export function TileList({ tiles, headingLevel = 3 }: { tiles: readonly Tile[]; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="tiles">
      {tiles.map((tile) => (
        <li key={tile.title} className="tile" data-testid={tile.testId}>
          <Heading className="tile__title">
            {tile.href ? (
              <a className="tile__link" href={tile.href}>
                {tile.title}
                <span className="visually-hidden"> {t('frame.external')}</span>
                <span className="tile__external" aria-hidden="true">
                  ↗
                </span>
              </a>
            ) : (
              <AppLink className="tile__link" to={tile.to ?? 'home'}>
                {tile.title}
              </AppLink>
            )}
          </Heading>
          <p className="tile__text">{tile.text}</p>
        </li>
      ))}
    </ul>
  );
}
