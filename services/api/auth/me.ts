import {
  getMeEndpoint,
  listIdentitiesEndpoint,
  syncIdTokenEndpoint,
  unlinkIdTokenEndpoint,
  updateMeEndpoint,
  validateDisplayNameEndpoint,
  type UpdateMeRequest,
} from '@/contracts/me';
import type { SignInProvider } from '@/contracts/auth';
import type { HttpClient } from '@/services/http';
import { callEndpoint } from '@/services/api/endpoint-call';

export const getMe = (client?: HttpClient) => callEndpoint(getMeEndpoint, { client });

export const updateMe = (body: UpdateMeRequest, client?: HttpClient) => callEndpoint(updateMeEndpoint, { body, client });

export const validateDisplayName = (displayName: string, client?: HttpClient) =>
  callEndpoint(validateDisplayNameEndpoint, { body: { display_name: displayName }, client });

export const listIdentities = (client?: HttpClient) => callEndpoint(listIdentitiesEndpoint, { client });

export const syncIdToken = (firebaseIdToken: string, client?: HttpClient) =>
  callEndpoint(syncIdTokenEndpoint, { body: { firebase_id_token: firebaseIdToken }, client });

export const unlinkIdToken = (provider: SignInProvider, client?: HttpClient) =>
  callEndpoint(unlinkIdTokenEndpoint, { query: { provider }, client });
