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
  | 'notAllFour';

export interface Cell {
  level: Level;
  note?: Note;
}

export interface Row {
  /** The feature's label is `rows.<id>`. */
  id: string;
  cells: Record<PlatformId, Cell>;
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
export const ROWS: readonly Row[] = [
  {
    id: 'liveStreaming',
    cells: { starlit: yes, patreon: partly('viaIntegrations'), kofi: partly('viaIntegrations'), fans: yes, openCollective: no },
  },
  {
    id: 'multiGuest',
    cells: { starlit: yes, patreon: partly('viaIntegrations'), kofi: no, fans: partly('variesByPlatform'), openCollective: no },
  },
  {
    id: 'videoCalls',
    cells: { starlit: yes, patreon: no, kofi: no, fans: partly('variesByPlatform'), openCollective: no },
  },
  {
    id: 'posts',
    cells: { starlit: yes, patreon: yes, kofi: yes, fans: yes, openCollective: partly('updates') },
  },
  {
    id: 'memberships',
    cells: { starlit: yes, patreon: yes, kofi: yes, fans: yes, openCollective: { level: 'yes', note: 'recurring' } },
  },
  {
    id: 'tips',
    cells: { starlit: yes, patreon: partly('oneTimePurchases'), kofi: yes, fans: yes, openCollective: yes },
  },
  {
    id: 'messaging',
    cells: { starlit: yes, patreon: yes, kofi: partly('withSupport'), fans: yes, openCollective: partly('contactForm') },
  },
  {
    id: 'games',
    cells: { starlit: yes, patreon: no, kofi: no, fans: no, openCollective: no },
  },
  {
    id: 'localPayments',
    cells: {
      starlit: yes,
      patreon: partly('cardsPaypal'),
      kofi: partly('cardsPaypal'),
      fans: partly('cards'),
      openCollective: partly('cardsPaypal'),
    },
  },
  {
    id: 'languages',
    cells: {
      starlit: yes,
      patreon: partly('notAllFour'),
      kofi: partly('notAllFour'),
      fans: partly('notAllFour'),
      openCollective: partly('notAllFour'),
    },
  },
  {
    id: 'freeToStart',
    cells: { starlit: yes, patreon: yes, kofi: yes, fans: yes, openCollective: yes },
  },
];
