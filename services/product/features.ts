export type FeatureStatus = 'available' | 'planned';

/**
 * What Starlit does today and what is only planned: the one list the informational pages read
 * (their claim lists and the comparison table's Starlit column), so no page advertises a feature
 * that is not built. A feature becomes `available` in the change that ships it.
 */
export const FEATURES = {
  /** Eight sign-in providers. */
  signIn: 'available',
  /** Signing in on a computer by scanning a QR code with the phone. */
  qrSignIn: 'available',
  /** Several accounts signed in on one device, switched from the account menu. */
  accounts: 'available',
  channels: 'available',
  /** Stars bought with a card, a local method or TVS. */
  stars: 'available',
  savedCards: 'available',
  /** One-off gifts of stars, with a message, to a channel. */
  gifts: 'available',
  /** A channel's recent supporters, listed on its page. */
  supporters: 'available',
  earnings: 'available',
  /** TVS earnings paid out to the creator's bank through a Stripe Connect account. */
  payouts: 'available',
  /** Monthly tiers priced in stars, renewed from the fan's balance. */
  memberships: 'available',
  localPayments: 'available',
  languages: 'available',
  /** The web app installed to the home screen. */
  installApp: 'available',
  freeToStart: 'available',
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
