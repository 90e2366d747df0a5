import { describe, expect, it } from 'vitest';
import en from '../locales/en.json' with { type: 'json' };
import {
  authMessageKeys,
  authMessageText,
  PASSWORD_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  signInInput,
  signUpInput,
  signUpUserTypes,
  validateSignIn,
  validateSignUp,
} from './sign-up-rules.ts';

const valid = {
  email: 'jo@example.com',
  password: 'Abcdef1!',
  firstName: 'Jo',
  lastName: 'Smith',
};

function englishText(key: string): unknown {
  let node: unknown = en;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return node;
}

/** `[path, message]` of every issue, or `[]` when the input parses. */
function issues(schema: typeof signUpInput | typeof signInInput, input: unknown) {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('auth messages', () => {
  it('keep the English texts identical to en.json, spec wording included', () => {
    for (const [key, text] of Object.entries(authMessageText)) {
      expect(englishText(key), key).toBe(text);
    }
    expect(authMessageText['auth.allFieldsRequired']).toBe('All fields are required');
    expect(authMessageText['auth.passwordTooShort']).toBe(
      'Password must be at least 8 characters long',
    );
    expect(authMessageText['auth.emailAndPasswordRequired']).toBe(
      'Email and password are required',
    );
    expect(authMessageText['validation.emailInvalid']).toBe('Invalid email format');
  });

  it('merge into the existing auth section without losing the shell texts', () => {
    expect(en.auth.signIn).toBe('Sign In');
    expect(en.auth.createAccount).toBe('Create Account');
  });
});

describe('validateSignUp', () => {
  it('accepts complete fields with a strong password', () => {
    expect(validateSignUp(valid)).toEqual({ ok: true });
  });

  it.each(['email', 'password', 'firstName', 'lastName'] as const)(
    'requires %s (empty, missing or null)',
    (field) => {
      const expected = {
        ok: false,
        message: 'All fields are required',
        key: 'auth.allFieldsRequired',
        keys: ['auth.allFieldsRequired'],
        field,
      };
      expect(validateSignUp({ ...valid, [field]: '' })).toEqual(expected);
      expect(validateSignUp({ ...valid, [field]: undefined })).toEqual(expected);
      expect(validateSignUp({ ...valid, [field]: null })).toEqual(expected);
    },
  );

  it('trims email and names to judge them present, but not the password', () => {
    for (const field of ['email', 'firstName', 'lastName'] as const) {
      expect(validateSignUp({ ...valid, [field]: ' \t ' })).toMatchObject({
        ok: false,
        message: 'All fields are required',
        field,
      });
    }
    // Three spaces are a password: too short, not missing.
    expect(validateSignUp({ ...valid, password: '   ' })).toMatchObject({
      message: 'Password must be at least 8 characters long',
    });
  });

  it('points at the first missing field, and reports missing fields before anything else', () => {
    expect(validateSignUp({})).toMatchObject({
      message: 'All fields are required',
      field: 'email',
    });
    expect(validateSignUp({ ...valid, password: 'abc', lastName: '' })).toMatchObject({
      message: 'All fields are required',
      field: 'lastName',
    });
  });

  it('rejects 7 characters with the length message only, and judges 8 on strength', () => {
    expect(validateSignUp({ ...valid, password: 'Abcde1!' })).toEqual({
      ok: false,
      message: 'Password must be at least 8 characters long',
      key: 'auth.passwordTooShort',
      keys: ['auth.passwordTooShort'],
      field: 'password',
    });
    expect(validateSignUp({ ...valid, password: 'Abcdef1!' })).toEqual({ ok: true });
    expect(validateSignUp({ ...valid, password: 'abcdefgh' })).toMatchObject({
      message: expect.not.stringContaining('at least 8'),
    });
  });

  it('joins the strength messages with periods', () => {
    expect(validateSignUp({ ...valid, password: 'abcdefgh' })).toEqual({
      ok: false,
      message:
        'Password should contain uppercase letters. Password should contain numbers. Password should contain special characters',
      key: 'auth.password.noUppercase',
      keys: ['auth.password.noUppercase', 'auth.password.noNumber', 'auth.password.noSpecial'],
      field: 'password',
    });
    expect(validateSignUp({ ...valid, password: 'Abcdefg1' })).toMatchObject({
      message: 'Password should contain special characters',
      keys: ['auth.password.noSpecial'],
    });
  });

  it('refuses common passwords with the too-common message last', () => {
    expect(validateSignUp({ ...valid, password: 'PassWord123' })).toMatchObject({
      ok: false,
      message: 'Password should contain special characters. Password is too common',
      keys: ['auth.password.noSpecial', 'auth.password.tooCommon'],
    });
    expect(validateSignUp({ ...valid, password: 'password' })).toMatchObject({
      message:
        'Password should contain uppercase letters. Password should contain numbers. Password should contain special characters. Password is too common',
    });
  });

  it('judges a password of 8 spaces on strength (spaces are special characters)', () => {
    expect(validateSignUp({ ...valid, password: '        ' })).toMatchObject({
      message:
        'Password should contain lowercase letters. Password should contain uppercase letters. Password should contain numbers',
    });
  });
});

describe('validateSignIn', () => {
  it('accepts an email and a password', () => {
    expect(validateSignIn({ email: 'jo@example.com', password: 'x' })).toEqual({ ok: true });
  });

  it.each([
    [{ email: '', password: 'secret' }, 'email'],
    [{ email: '  ', password: 'secret' }, 'email'],
    [{ password: 'secret' }, 'email'],
    [{ email: 'jo@example.com', password: '' }, 'password'],
    [{ email: 'jo@example.com', password: null }, 'password'],
    [{}, 'email'],
  ])('refuses %o', (fields, field) => {
    expect(validateSignIn(fields)).toEqual({
      ok: false,
      message: 'Email and password are required',
      key: 'auth.emailAndPasswordRequired',
      keys: ['auth.emailAndPasswordRequired'],
      field,
    });
  });
});

describe('signUpInput', () => {
  const input = { ...valid, userType: 'applicant' };

  it('parses, trimming and lower-casing the email and trimming names', () => {
    expect(
      signUpInput.parse({
        ...input,
        email: '  Jo.Smith@Example.COM ',
        firstName: '  Jo ',
        lastName: ' Smith  ',
        userType: 'restaurant',
      }),
    ).toEqual({
      email: 'jo.smith@example.com',
      password: 'Abcdef1!',
      firstName: 'Jo',
      lastName: 'Smith',
      userType: 'restaurant',
    });
  });

  it('only offers applicant and restaurant accounts: never admin', () => {
    expect(signUpUserTypes).toEqual(['applicant', 'restaurant']);
    for (const userType of ['admin', 'Admin', '', undefined]) {
      expect(issues(signUpInput, { ...input, userType })).toEqual([
        ['userType', authMessageKeys.userTypeInvalid],
      ]);
    }
  });

  it('requires every field with the spec key', () => {
    expect(issues(signUpInput, { ...input, email: '  ' })).toEqual([
      ['email', 'auth.allFieldsRequired'],
    ]);
    expect(issues(signUpInput, { ...input, password: '' })).toEqual([
      ['password', 'auth.allFieldsRequired'],
    ]);
    expect(issues(signUpInput, { ...input, firstName: ' ' })).toEqual([
      ['firstName', 'auth.allFieldsRequired'],
    ]);
    expect(issues(signUpInput, { userType: 'applicant' }).map(([path]) => path)).toEqual([
      'email',
      'password',
      'firstName',
      'lastName',
    ]);
  });

  it.each(['not-an-email', 'jo@', '@example.com', 'jo smith@example.com', 'jo@@example.com'])(
    'refuses the email %s',
    (email) => {
      expect(issues(signUpInput, { ...input, email })).toEqual([
        ['email', 'validation.emailInvalid'],
      ]);
    },
  );

  it('checks the password like validateSignUp, one issue per strength message', () => {
    expect(issues(signUpInput, { ...input, password: 'Abcde1!' })).toEqual([
      ['password', 'auth.passwordTooShort'],
    ]);
    expect(issues(signUpInput, { ...input, password: 'abcdefgh' })).toEqual([
      ['password', 'auth.password.noUppercase'],
      ['password', 'auth.password.noNumber'],
      ['password', 'auth.password.noSpecial'],
    ]);
    expect(issues(signUpInput, { ...input, password: 'PassWord123' })).toEqual([
      ['password', 'auth.password.noSpecial'],
      ['password', 'auth.password.tooCommon'],
    ]);
    expect(issues(signUpInput, { ...input, password: 12345678 })).toEqual([
      ['password', 'auth.allFieldsRequired'],
    ]);
  });

  it('does not trim the password, and caps it at 128 characters', () => {
    expect(signUpInput.parse({ ...input, password: ' Abcdef1! ' }).password).toBe(' Abcdef1! ');
    const longest = `Aa1!${'x'.repeat(PASSWORD_MAX_LENGTH - 4)}`;
    expect(issues(signUpInput, { ...input, password: longest })).toEqual([]);
    expect(issues(signUpInput, { ...input, password: `${longest}x` })).toEqual([
      ['password', 'auth.passwordTooLong'],
    ]);
  });

  it.each([
    'Zoë',
    'José-María',
    'Ngọc Anh',
    "O'Brien",
    'D’Angelo',
    'Anne Marie',
    'Łukasz',
    'Søren',
    'Ólafur',
    'Müller-Lüdenscheidt',
    'Αλέξανδρος',
    'Анна',
    'François',
    'J',
    'St. John',
    'Smith Jr.',
    'J.R.',
  ])('accepts the name %s', (name) => {
    expect(issues(signUpInput, { ...input, firstName: name, lastName: name })).toEqual([]);
  });

  it('accepts a decomposed accent and stores the composed form', () => {
    const decomposed = 'Jose\u0301';
    const parsed = signUpInput.parse({ ...input, firstName: decomposed });
    expect(parsed.firstName).toBe('José');
    expect(parsed.firstName).toHaveLength(4);
  });

  it.each([
    'J0hn',
    'Jo!',
    'Jo_n',
    'Jo,',
    'Jo@x',
    '<b>Jo</b>',
    '-',
    "'",
    '.',
    '. .',
    "- '",
    'Jo\tSmith',
    '😀',
  ])('refuses the name %s', (name) => {
    expect(issues(signUpInput, { ...input, lastName: name })).toEqual([
      ['lastName', 'validation.personNameInvalid'],
    ]);
  });

  it('allows names of 1 to 50 characters', () => {
    const fifty = 'é'.repeat(PERSON_NAME_MAX_LENGTH);
    expect(issues(signUpInput, { ...input, firstName: fifty })).toEqual([]);
    expect(issues(signUpInput, { ...input, firstName: `${fifty}a` })).toEqual([
      ['firstName', 'validation.personNameTooLong'],
    ]);
    // Surrounding spaces do not count.
    expect(issues(signUpInput, { ...input, firstName: `  ${fifty}  ` })).toEqual([]);
    // One issue per name: too long wins over invalid characters.
    expect(issues(signUpInput, { ...input, firstName: `${fifty}!` })).toEqual([
      ['firstName', 'validation.personNameTooLong'],
    ]);
  });
});

describe('signInInput', () => {
  it('trims and lower-cases the email, and keeps the password as typed', () => {
    expect(signInInput.parse({ email: '  Jo@Example.com ', password: ' pw ' })).toEqual({
      email: 'jo@example.com',
      password: ' pw ',
    });
  });

  it('requires both fields with the spec key', () => {
    expect(issues(signInInput, { email: ' ', password: 'x' })).toEqual([
      ['email', 'auth.emailAndPasswordRequired'],
    ]);
    expect(issues(signInInput, { email: 'jo@example.com', password: '' })).toEqual([
      ['password', 'auth.emailAndPasswordRequired'],
    ]);
    expect(issues(signInInput, {}).map(([, message]) => message)).toEqual([
      'auth.emailAndPasswordRequired',
      'auth.emailAndPasswordRequired',
    ]);
  });

  it('does not judge the email format or the password strength', () => {
    expect(issues(signInInput, { email: 'jo', password: 'a' })).toEqual([]);
  });

  it('caps the password at 128 characters', () => {
    expect(issues(signInInput, { email: 'jo', password: 'x'.repeat(129) })).toEqual([
      ['password', 'auth.passwordTooLong'],
    ]);
  });
});
