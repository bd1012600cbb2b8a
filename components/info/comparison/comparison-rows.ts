import { type Feature, isAvailable } from '@/services/product/features';

/** The platforms compared, in column order. Their names are brands: never translated. */
export const PLATFORMS = [
  { id: 'starlit', name: 'Starlit' },
  { id: 'patreon', name: 'Patreon' },
  { id: 'kofi', name: 'Ko-fi' },
  { id: 'fans', name: 'OnlyFans / Fansly' },
  { id: 'openCollective', name: 'Open Collective' },
] as const;

export type PlatformId = (typeof PLATFORMS)[number]['id'];
export type Level = 'yes' | 'partial' | 'no';

/** A short qualifier under the level, translated under `notes.<key>`. */
export type Note =
  | 'viaIntegrations'
  | 'variesByPlatform'
  | 'oneTimePurchases'
  | 'withSupport'
  | 'contactForm'
  | 'updates'
  | 'recurring'
  | 'cardsPaypal'
  | 'cards'
  | 'notAllFour'
  | 'planned';

export interface Cell {
  level: Level;
  note?: Note;
}

export interface Row {
  /** The feature's label is `rows.<id>`. */
  id: string;
  cells: Record<PlatformId, Cell>;
}

/** A row as written below: Starlit's cell comes from the product's feature list, not from here. */
interface OthersRow {
  id: string;
  feature: Feature;
  cells: Record<Exclude<PlatformId, 'starlit'>, Cell>;
}

const yes: Cell = { level: 'yes' };
const no: Cell = { level: 'no' };
const partly = (note?: Note): Cell => ({ level: 'partial', ...(note ? { note } : {}) });

/**
 * What each platform offers, from its public feature pages (November 2026). Where a platform
 * offers a feature only through another service, or we could not confirm it, the cell says
 * "partly" rather than "no": the table must not sell Starlit by underselling anyone else.
 * OnlyFans and Fansly share a column; where they differ, the cell says so.
 */
const OTHERS: readonly OthersRow[] = [
  {
    id: 'liveStreaming',
    feature: 'liveStreaming',
    cells: { patreon: partly('viaIntegrations'), kofi: partly('viaIntegrations'), fans: yes, openCollective: no },
  },
  {
    id: 'multiGuest',
    feature: 'multiGuest',
    cells: { patreon: partly('viaIntegrations'), kofi: no, fans: partly('variesByPlatform'), openCollective: no },
  },
  {
    id: 'videoCalls',
    feature: 'videoCalls',
    cells: { patreon: no, kofi: no, fans: partly('variesByPlatform'), openCollective: no },
  },
  {
    id: 'posts',
    feature: 'posts',
    cells: { patreon: yes, kofi: yes, fans: yes, openCollective: partly('updates') },
  },
  {
    id: 'memberships',
    feature: 'memberships',
    cells: { patreon: yes, kofi: yes, fans: yes, openCollective: { level: 'yes', note: 'recurring' } },
  },
  {
    id: 'tips',
    feature: 'gifts',
    cells: { patreon: partly('oneTimePurchases'), kofi: yes, fans: yes, openCollective: yes },
  },
  {
    id: 'messaging',
    feature: 'messaging',
    cells: { patreon: yes, kofi: partly('withSupport'), fans: yes, openCollective: partly('contactForm') },
  },
  {
    id: 'games',
    feature: 'games',
    cells: { patreon: no, kofi: no, fans: no, openCollective: no },
  },
  {
    id: 'localPayments',
    feature: 'localPayments',
    cells: {
      patreon: partly('cardsPaypal'),
      kofi: partly('cardsPaypal'),
      fans: partly('cards'),
      openCollective: partly('cardsPaypal'),
    },
  },
  {
    id: 'languages',
    feature: 'languages',
    cells: {
      patreon: partly('notAllFour'),
      kofi: partly('notAllFour'),
      fans: partly('notAllFour'),
      openCollective: partly('notAllFour'),
    },
  },
  {
    id: 'freeToStart',
    feature: 'freeToStart',
    cells: { patreon: yes, kofi: yes, fans: yes, openCollective: yes },
  },
];

/** Yes for what Starlit does today; a planned feature says so instead of claiming it. */
const starlitCell = (feature: Feature): Cell => (isAvailable(feature) ? yes : { level: 'no', note: 'planned' });

export const ROWS: readonly Row[] = OTHERS.map(({ id, feature, cells }) => ({ id, cells: { starlit: starlitCell(feature), ...cells } }));
