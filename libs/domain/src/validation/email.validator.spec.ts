import { z } from 'zod';
import { emailSchema, isEmail, optionalEmailSchema } from './email.validator';

describe('e-mail', () => {
  it.each(['ana@example.md', 'ion.popescu+asig@mail.co.uk', 'x_y@sub.domain.org'])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true);
    expect(emailSchema.safeParse(email).success).toBe(true);
  });

  it.each(['ana', 'ana@', '@example.md', 'ana@example', 'ana @example.md', 'ana@exa mple.md', 'a@b.c'])(
    'refuses %s',
    (email) => {
      expect(isEmail(email)).toBe(false);
      expect(emailSchema.safeParse(email).error?.issues.map((issue) => issue.message)).toEqual(['invalid-email']);
    },
  );

  it('is optional on the contact form: absent or empty passes, a bad address does not', () => {
    const contact = z.object({ email: optionalEmailSchema });
    expect(contact.safeParse({}).success).toBe(true);
    expect(contact.safeParse({ email: '' }).success).toBe(true);
    expect(contact.safeParse({ email: 'ana@example.md' }).success).toBe(true);
    expect(contact.safeParse({ email: 'ana@' }).error?.issues.map((issue) => issue.message)).toEqual(['invalid-email']);
  });
});
