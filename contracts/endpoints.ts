import { channelEndpoints } from './channel';
import { listPublicChannelsEndpoint } from './channel-directory';
import { checkoutEndpoints } from './checkout';
import { contactEndpoints } from './contact';
import { connectEndpoints } from './connect';
import { deviceLinkEndpoints } from './device-links';
import type { EndpointSpec } from './endpoint';
import { giftEndpoints } from './gifts';
import { getHealthEndpoint, getReadinessEndpoint } from './health';
import { meEndpoints } from './me';
import { membershipEndpoints } from './memberships';
import { getMetaEndpoint, getOpenApiDocumentEndpoint } from './meta';
import { paymentEndpoints } from './payments';
import { payoutEndpoints } from './payouts';
import { pricingEndpoints } from './pricing';
import { sessionEndpoints } from './session';
import { uploadEndpoints } from './upload';
import { walletEndpoints } from './wallet';

/** Every endpoint of the API; the OpenAPI document lists exactly these. Add new areas here. */
export const endpoints: readonly EndpointSpec[] = [
  getHealthEndpoint,
  getReadinessEndpoint,
  getMetaEndpoint,
  getOpenApiDocumentEndpoint,
  ...connectEndpoints,
  ...sessionEndpoints,
  ...deviceLinkEndpoints,
  ...meEndpoints,
  ...channelEndpoints,
  listPublicChannelsEndpoint,
  ...uploadEndpoints,
  ...walletEndpoints,
  ...paymentEndpoints,
  ...checkoutEndpoints,
  ...giftEndpoints,
  ...membershipEndpoints,
  ...payoutEndpoints,
  ...pricingEndpoints,
  ...contactEndpoints,
];
