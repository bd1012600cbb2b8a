import { checkDisplayName } from '@/contracts/display-name';
import {
  getMeEndpoint,
  listIdentitiesEndpoint,
  syncIdTokenEndpoint,
  unlinkIdTokenEndpoint,
  updateMeEndpoint,
  validateDisplayNameEndpoint,
} from '@/contracts/me';
import { registerEndpoint } from '../../http/endpoint';
import { firebaseIdentity } from '../auth/firebase-identity';
import type { Module } from '../module';
import { linkIdentity, listIdentities, unlinkIdentity } from './identities';
import { prepareLoadUser, updateUser } from './service';

export const meModule: Module = async (app, context) => {
  const { db } = context.database;
  const loadUser = prepareLoadUser(db);

  registerEndpoint(app, getMeEndpoint, async ({ principal }) => ({
    status: 200,
    body: { data: await loadUser(principal.userId) },
  }));

  registerEndpoint(app, updateMeEndpoint, async ({ principal, body }) => ({
    status: 200,
    body: { data: await updateUser(db, principal.userId, body) },
  }));

  registerEndpoint(app, validateDisplayNameEndpoint, async ({ body }) => ({
    status: 200,
    body: { data: checkDisplayName(body.display_name) },
  }));

  registerEndpoint(app, listIdentitiesEndpoint, async ({ principal }) => ({
    status: 200,
    body: { data: { identities: await listIdentities(db, principal.userId) } },
  }));

  registerEndpoint(app, syncIdTokenEndpoint, async ({ principal, body }) => {
    // Verified before any write: the Firebase call never runs inside a transaction.
    const identity = await firebaseIdentity(context, body.firebase_id_token);
    return { status: 200, body: { data: { identities: await linkIdentity(db, principal.userId, identity) } } };
  });

  registerEndpoint(app, unlinkIdTokenEndpoint, async ({ principal, query }) => ({
    status: 200,
    body: { data: { identities: await unlinkIdentity(db, principal.userId, query.provider) } },
  }));
};
