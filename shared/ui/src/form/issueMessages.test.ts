import { initI18n } from '@tac/i18n';
import { z } from 'zod';
import { issueMessage } from './issueMessages';

beforeAll(initI18n);

const messageFor = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, { error: issueMessage });
  return result.success ? undefined : result.error.issues[0]?.message;
};

it('says "required" for an emptied field, whatever the schema', () => {
  expect(messageFor(z.number(), undefined)).toBe('This field is required');
  expect(messageFor(z.string().min(1), '')).toBe('This field is required');
  expect(messageFor(z.union([z.number(), z.string().regex(/^\d+$/)]), undefined)).toBe('This field is required');
  expect(messageFor(z.number(), Number.NaN)).toBe('This field is required');
});

it('gives the bounds of numbers and texts', () => {
  expect(messageFor(z.number().max(250), 251)).toBe('Enter a number of at most 250');
  expect(messageFor(z.number().min(0), -1)).toBe('Enter a number of at least 0');
  expect(messageFor(z.string().max(6), '1234567')).toBe('At most 6 characters');
});

it('asks for a whole number where a fraction was given', () => {
  expect(messageFor(z.number().int(), 1.5)).toBe('Enter a whole number');
});

it('keeps a message the schema gives itself', () => {
  expect(messageFor(z.string().min(1, 'shell:login.userNameRequired'), '')).toBe('shell:login.userNameRequired');
});

it('says "Invalid value" otherwise', () => {
  expect(messageFor(z.string().regex(/^\d+$/), 'abc')).toBe('Invalid value');
});
