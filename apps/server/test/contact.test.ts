import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema/contact-messages.ts';
import { securityEvents } from '../src/db/schema/security-events.ts';
import { uniqueIp, useTestApp } from './support/test-app.ts';

const validMessage = {
  name: 'Ana Torres',
  email: ' Ana.Torres@Example.com ',
  topic: 'restaurant',
  message: 'We are opening a second venue in Lyon and want to hire ten people.',
};

describe('POST /api/contact', () => {
  const t = useTestApp();
  const send = (payload: unknown, ip = uniqueIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: payload as object,
      remoteAddress: ip,
    });

  it('stores the message and answers 201 with its id', async () => {
    const ip = uniqueIp();
    const response = await send(validMessage, ip);
    expect(response.statusCode).toBe(201);
    const { id, createdAt } = response.json();
    expect(new Date(createdAt).toString()).not.toBe('Invalid Date');
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      name: 'Ana Torres',
      email: 'ana.torres@example.com',
      topic: 'restaurant',
      message: validMessage.message,
      ip,
      readAt: null,
    });
  });

  it('keeps markup as plain text, exactly as typed', async () => {
    const message = '<script>alert(1)</script> is what our last hire typed, oddly.';
    const response = await send({ ...validMessage, message });
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, response.json().id));
    expect(row?.message).toBe(message);
  });

  it.each([
    ['name', { name: '   ' }, 'validation.nameRequired', 'Please enter your name.'],
    [
      'name',
      { name: 'x'.repeat(101) },
      'validation.nameTooLong',
      'Your name can be at most 100 characters.',
    ],
    ['email', { email: 'not-an-email' }, 'validation.emailInvalid', 'Invalid email format'],
    [
      'topic',
      { topic: 'gossip' },
      'validation.topicRequired',
      'Please choose what your message is about.',
    ],
    [
      'message',
      { message: 'short' },
      'validation.messageTooShort',
      'Please write at least 10 characters.',
    ],
    [
      'message',
      { message: 'x'.repeat(2001) },
      'validation.messageTooLong',
      'Your message can be at most 2000 characters.',
    ],
  ])('refuses a bad %s with its field error', async (field, change, key, message) => {
    const response = await send({ ...validMessage, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields[field]).toEqual({ key, message });
  });

  it('reports every missing field at once', async () => {
    const response = await send({});
    expect(Object.keys(response.json().error.fields).sort()).toEqual([
      'email',
      'message',
      'name',
      'topic',
    ]);
  });

  it('allows 5 messages a minute per address, then refuses with 429 and logs the refusal', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1) expect((await send(validMessage, ip)).statusCode).toBe(201);
    const refused = await send(validMessage, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'rate_limited',
      message: 'Too many attempts. Please try again later.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Invalid bodies count too: the limit is checked before the body is read.
    expect((await send({}, ip)).statusCode).toBe(429);

    const events = await t.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.type, 'rate_limit_exceeded'), eq(securityEvents.ip, ip)));
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ severity: 'medium', details: { action: 'contact' } });

    // Another address is not affected.
    expect((await send(validMessage)).statusCode).toBe(201);
  });
});
