import { validateContact, type ContactValues } from '@/components/contact/contact-validation';
import { contactRequest } from '@/contracts/contact';

const good: ContactValues = { name: 'Ana', email: 'ana@example.com', topic: 'general', message: 'Hello there, team!', website: '' };

describe('contact form validation', () => {
  it('accepts what the API accepts', () => {
    expect(validateContact(good)).toEqual({});
    expect(contactRequest.safeParse(good).success).toBe(true);
  });

  it.each<[string, Partial<ContactValues>, Record<string, string>]>([
    [
      'blank fields',
      { name: '  ', email: '', message: ' ' },
      { name: 'errors.nameRequired', email: 'errors.emailRequired', message: 'errors.messageShort' },
    ],
    ['a malformed email', { email: 'ana@example' }, { email: 'errors.emailInvalid' }],
    [
      'an oversized name and message',
      { name: 'n'.repeat(101), message: 'm'.repeat(5001) },
      { name: 'errors.tooLong', message: 'errors.tooLong' },
    ],
  ])('names the fields with %s, which the API refuses too', (_case, change, keys) => {
    const values = { ...good, ...change };
    const errors = validateContact(values);
    expect(Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.key]))).toEqual(keys);
    expect(contactRequest.safeParse(values).success).toBe(false);
  });
});
