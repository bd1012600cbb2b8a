export type FeatureStatus = 'available' | 'planned';

/**
 * What Starlit does today and what is only planned: the one list the informational pages read
 * (the comparison table's Starlit column first of all), so no page advertises a feature that is
 * not built. A feature becomes `available` in the change that ships it.
 */
export const FEATURES = {
  signIn: 'available',
  channels: 'available',
  /** Stars bought with a card, a local method or TVS. */
  stars: 'available',
  /** One-off gifts of stars, with a message, to a channel. */
  gifts: 'available',
  earnings: 'available',
  payouts: 'available',
  localPayments: 'available',
  languages: 'available',
  freeToStart: 'available',
  memberships: 'planned',
  liveStreaming: 'planned',
  multiGuest: 'planned',
  videoCalls: 'planned',
  posts: 'planned',
  messaging: 'planned',
  games: 'planned',
} as const satisfies Record<string, FeatureStatus>;

export type Feature = keyof typeof FEATURES;

export function isAvailable(feature: Feature): boolean {
  return FEATURES[feature] === 'available';
}
