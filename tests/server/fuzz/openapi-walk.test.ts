import { signatureParam } from '@/contracts/signing';
import { errorBody } from '@/contracts/envelope';
import type { InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { testConfig, type TestApp } from '../helpers/test-app';
import { createWalletApp, seededUser } from '../wallet/helpers';
import { sample, takesString, type JsonSchema, type Operation } from './openapi-samples';

/**
 * What an attacker sends in one text field: each kind twice, as JSON text and as URL text (a
 * lone surrogate has no UTF-8 form, so in a URL it travels as the bytes of one, which are invalid).
 */
const MALFORMED = {
  nul: { json: 'a\u0000b', url: 'a%00b' },
  'lone surrogate': { json: 'x\uD800y', url: 'x%ED%A0%80y' },
  'invalid UTF-8': { json: undefined, url: 'x%FF%FEy' },
  '1 MB': { json: 'a'.repeat(1_000_000), url: 'a'.repeat(1_000_000) },
} as const;
type Kind = keyof typeof MALFORMED;

/** The raw bytes that stand for the invalid UTF-8 inside a JSON string. */
const INVALID_BYTES = Buffer.from([0xff, 0xfe, 0xc3, 0x28]);
const PLACEHOLDER = '\u2063INVALID\u2063';

interface Target {
  part: 'body' | 'path' | 'query';
  name: string;
}

const signingKey = testConfig().apiSigningKey;

function operationsOf(document: { paths: Record<string, Record<string, Operation>> }) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method: method.toUpperCase() as InjectOptions['method'], operation })),
  );
}

function targetsOf(operation: Operation, bodySchema: JsonSchema | undefined): Target[] {
  const parameters = (operation.parameters ?? [])
    .filter((parameter) => (parameter.in === 'path' || parameter.in === 'query') && takesString(parameter.schema))
    .map((parameter) => ({ part: parameter.in as 'path' | 'query', name: parameter.name }));
  const fields = Object.entries(bodySchema?.properties ?? {})
    .filter(([, schema]) => takesString(schema))
    .map(([name]) => ({ part: 'body' as const, name }));
  return [...parameters, ...fields];
}

describe('every operation of the OpenAPI document refuses malformed text with a 4xx, and the API keeps answering', () => {
  let testApp: TestApp;
  let bearer: string;

  beforeAll(async () => {
    testApp = await createWalletApp();
    bearer = (await seededUser(testApp)).bearer;
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  function request(method: InjectOptions['method'], template: string, operation: Operation, target: Target, kind: Kind): InjectOptions {
    const malformed = MALFORMED[kind];
    const parameters = operation.parameters ?? [];
    const pathValue = (name: string) =>
      target.part === 'path' && target.name === name
        ? malformed.url
        : encodeURIComponent(String(sample(parameters.find((p) => p.name === name)?.schema)));
    const path = template.replace(/\{([^}]+)\}/g, (_whole, name: string) => pathValue(name));
    const query = parameters
      .filter(
        (parameter) => parameter.in === 'query' && (parameter.required || (target.part === 'query' && target.name === parameter.name)),
      )
      .map((parameter) => {
        const value =
          target.part === 'query' && target.name === parameter.name ? malformed.url : encodeURIComponent(String(sample(parameter.schema)));
        return `${parameter.name}=${value}`;
      });
    query.push(`verify=${encodeURIComponent(signatureParam(signingKey, path, Math.floor(Date.now() / 1000)))}`);
    const headers: Record<string, string> = Object.fromEntries(
      parameters.filter((parameter) => parameter.in === 'header').map((parameter) => [parameter.name, String(sample(parameter.schema))]),
    );
    if (headers['idempotency-key'] !== undefined) headers['idempotency-key'] = randomUUID();
    if (operation.security?.some((scheme) => 'bearerAuth' in scheme)) headers.authorization = `Bearer ${bearer}`;

    const bodySchema = operation.requestBody?.content['application/json']?.schema;
    let payload: string | Buffer | undefined;
    if (bodySchema) {
      const body = sample(bodySchema) as Record<string, unknown>;
      if (target.part === 'body') body[target.name] = malformed.json ?? PLACEHOLDER;
      const text = JSON.stringify(body);
      payload =
        malformed.json === undefined && target.part === 'body'
          ? Buffer.concat(
              text.split(PLACEHOLDER).flatMap((piece, index) => (index ? [INVALID_BYTES, Buffer.from(piece)] : [Buffer.from(piece)])),
            )
          : text;
      headers['content-type'] = 'application/json; charset=utf-8';
    }
    return { method, url: `${path}?${query.join('&')}`, headers, ...(payload !== undefined && { payload }) };
  }

  it('walks every string field, path and query parameter of every operation', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(50);
    let sent = 0;
    for (const { path, method, operation } of operations) {
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      for (const target of targetsOf(operation, bodySchema)) {
        for (const kind of Object.keys(MALFORMED) as Kind[]) {
          const response = await testApp.app.inject(request(method, path, operation, target, kind));
          const what = `${operation.operationId} with ${kind} in ${target.part} ${target.name}: ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, what).toBeLessThan(500);
          expect(errorBody.safeParse(response.json()).success, what).toBe(true);
          expect((await testApp.app.inject({ method: 'GET', url: '/health' })).statusCode, `/health after ${what}`).toBe(200);
          sent += 1;
        }
      }
    }
    expect(sent).toBeGreaterThan(400);
  }, 120_000);
});
