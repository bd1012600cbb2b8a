import { z } from 'zod';
import { safeString } from './safe-string';
import { currentUserAnswer, signInProvider } from './auth';
import { DISPLAY_NAME_RULES } from './display-name';
import { defineEndpoint } from './endpoint';
import { dataEnvelope } from './envelope';

/** Fields a user may change; at least one. `avatar_url: null` removes the picture. */
export const updateMeRequest = z
  .object({
    display_name: safeString().max(200).optional(),
    avatar_url: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .nullable()
      .optional(),
  })
  .refine((body) => body.display_name !== undefined || body.avatar_url !== undefined, {
    message: 'Send display_name, avatar_url or both.',
  });
export type UpdateMeRequest = z.infer<typeof updateMeRequest>;

export const displayNameCheck = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(true), display_name: z.string() }),
  z.object({ valid: z.literal(false), code: z.enum(DISPLAY_NAME_RULES), message: z.string() }),
]);

export const linkedIdentity = z.object({
  provider: signInProvider,
  linked_at: z.string(),
});
export const linkedIdentities = dataEnvelope(z.object({ identities: z.array(linkedIdentity) }));
export type LinkedIdentity = z.infer<typeof linkedIdentity>;

export const getMeEndpoint = defineEndpoint({
  id: 'getMe',
  method: 'GET',
  path: '/core/v1/me/',
  summary: 'The signed-in user',
  tags: ['me'],
  auth: 'bearer',
  responses: { 200: currentUserAnswer },
});

export const updateMeEndpoint = defineEndpoint({
  id: 'updateMe',
  method: 'POST',
  path: '/core/v1/me/',
  summary: 'Change display name or avatar; a bad name answers 400 DISPLAY_NAME_INVALID with its rule',
  tags: ['me'],
  auth: 'bearer',
  body: updateMeRequest,
  responses: { 200: currentUserAnswer },
});

export const validateDisplayNameEndpoint = defineEndpoint({
  id: 'validateDisplayName',
  method: 'POST',
  path: '/core/v1/me/validate-display-name/',
  summary: 'Which display-name rule a name breaks, if any',
  tags: ['me'],
  auth: 'bearer',
  body: z.object({ display_name: safeString().max(200) }),
  responses: { 200: dataEnvelope(displayNameCheck) },
});

export const listIdentitiesEndpoint = defineEndpoint({
  id: 'listIdentities',
  method: 'GET',
  path: '/core/v1/me/identities/',
  summary: 'The sign-in methods of the signed-in user',
  tags: ['me'],
  auth: 'bearer',
  responses: { 200: linkedIdentities },
});

export const syncIdTokenEndpoint = defineEndpoint({
  id: 'syncIdToken',
  method: 'POST',
  path: '/core/v1/me/id-token/',
  summary: "Link the Firebase ID token's sign-in method to the signed-in user",
  tags: ['me'],
  auth: 'bearer',
  body: z.object({ firebase_id_token: safeString().min(1).max(8192) }),
  responses: { 200: linkedIdentities },
});

export const unlinkIdTokenEndpoint = defineEndpoint({
  id: 'unlinkIdToken',
  method: 'DELETE',
  path: '/core/v1/me/id-token/',
  summary: 'Remove a sign-in method; the last one stays (409 LAST_IDENTITY)',
  tags: ['me'],
  auth: 'bearer',
  query: z.object({ provider: signInProvider }),
  responses: { 200: linkedIdentities },
});

export const meEndpoints = [
  getMeEndpoint,
  updateMeEndpoint,
  validateDisplayNameEndpoint,
  listIdentitiesEndpoint,
  syncIdTokenEndpoint,
  unlinkIdTokenEndpoint,
] as const;
