import { and, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/open';
import { sandboxDeliveries, sandboxObjects } from '../../db/schema';

export type StripeObject = Record<string, unknown> & { id: string; object: string };
export type Delivery = { url: string; contentType: string; body: string; signWith?: string };

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `pi_3Q…`: a prefix and 24 random letters and digits, as Stripe's ids look. */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  return `${prefix}_${[...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

/** The stand-ins' objects, kept as JSON documents in the API's own database. */
export class SandboxStore {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async get<T extends StripeObject>(id: string, kind?: string): Promise<T | undefined> {
    const [row] = await this.db
      .select({ data: sandboxObjects.data })
      .from(sandboxObjects)
      .where(kind ? and(eq(sandboxObjects.id, id), eq(sandboxObjects.kind, kind)) : eq(sandboxObjects.id, id));
    return row?.data as T | undefined;
  }

  async put(object: StripeObject, kind = object.object): Promise<void> {
    await this.db
      .insert(sandboxObjects)
      .values({ id: object.id, kind, data: object })
      .onConflictDoUpdate({ target: sandboxObjects.id, set: { data: object } });
  }

  /** Changes an object and queues the webhook that reports it, atomically, as Stripe never loses an event. */
  async save(object: StripeObject, delivery: Delivery): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .insert(sandboxObjects)
        .values({ id: object.id, kind: object.object, data: object })
        .onConflictDoUpdate({ target: sandboxObjects.id, set: { data: object } });
      await tx.insert(sandboxDeliveries).values({ ...delivery, nextAttemptAt: this.clock() });
    });
  }

  /** Several objects changed together, with the webhooks that report them, in one transaction. */
  async saveAll(objects: readonly StripeObject[], deliveries: readonly Delivery[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const object of objects) {
        await tx
          .insert(sandboxObjects)
          .values({ id: object.id, kind: object.object, data: object })
          .onConflictDoUpdate({ target: sandboxObjects.id, set: { data: object } });
      }
      if (deliveries.length > 0)
        await tx.insert(sandboxDeliveries).values(deliveries.map((delivery) => ({ ...delivery, nextAttemptAt: this.clock() })));
    });
  }

  /** Inserts unless the id exists; true for the one caller that inserted it. */
  async claim(object: StripeObject, kind = object.object): Promise<boolean> {
    const inserted = await this.db
      .insert(sandboxObjects)
      .values({ id: object.id, kind, data: object })
      .onConflictDoNothing()
      .returning({ id: sandboxObjects.id });
    return inserted.length > 0;
  }

  async remove(id: string): Promise<void> {
    await this.db.delete(sandboxObjects).where(eq(sandboxObjects.id, id));
  }

  /** Only one concurrent caller moves an object out of `from` (and queues its webhook); the others get false. */
  async transition(object: StripeObject, from: string, delivery: Delivery): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const moved = await tx
        .update(sandboxObjects)
        .set({ data: object })
        .where(and(eq(sandboxObjects.id, object.id), sql`${sandboxObjects.data}->>'status' = ${from}`))
        .returning({ id: sandboxObjects.id });
      if (moved.length > 0) await tx.insert(sandboxDeliveries).values({ ...delivery, nextAttemptAt: this.clock() });
      return moved.length > 0;
    });
  }

  async list<T extends StripeObject>(kind: string, field: string, value: string): Promise<T[]> {
    const rows = await this.db
      .select({ data: sandboxObjects.data })
      .from(sandboxObjects)
      .where(and(eq(sandboxObjects.kind, kind), sql`${sandboxObjects.data}->>${field} = ${value}`))
      .orderBy(sandboxObjects.createdAt);
    return rows.map((row) => row.data as T);
  }

  async enqueue(delivery: Delivery): Promise<void> {
    await this.db.insert(sandboxDeliveries).values({ ...delivery, nextAttemptAt: this.clock() });
  }
}
