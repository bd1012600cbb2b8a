import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/open';
import { contactMessages } from '../../db/schema';

const inboxQuery = z.object({ email: z.string().trim().min(1).max(254) });

/**
 * The support inbox's stand-in: the messages the contact form stored for one sender, newest
 * first, read from the database, so a test sees what support would see.
 */
export function registerContactSandbox(app: FastifyInstance, db: Db): void {
  app.get('/sandbox/contact/messages', { schema: { querystring: inboxQuery } }, async (request) => {
    const { email } = request.query as z.infer<typeof inboxQuery>;
    const rows = await db
      .select({ name: contactMessages.name, email: contactMessages.email, topic: contactMessages.topic, message: contactMessages.message })
      .from(contactMessages)
      .where(eq(contactMessages.email, email))
      .orderBy(desc(contactMessages.createdAt));
    return { data: rows };
  });
}
