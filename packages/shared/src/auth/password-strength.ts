/**
 * The spec's password strength scoring (section 5, constants in section 9). Pure and shared, so
 * the sign-up form and the server score a password the same way.
 *
 * One point each for: at least 8 characters, a lowercase letter, an uppercase letter, a digit and
 * a special character. A password on the common list loses 2 points and gets 'Password is too
 * common'. It is valid only with a score of 4 or more AND no feedback message at all, so in
 * practice only a password that earns all five points and is not on the list passes.
 *
 * Reading of the character classes: letters, case and digits are Unicode-aware (a password in
 * Spanish, French or German scores like one in English: `é` is a lowercase letter, `Ä` an
 * uppercase one), and a special character is any character that is neither a letter (or a
 * combining mark) nor a number: punctuation, symbols, spaces, emoji. Lengths count characters
 * (code points), not UTF-16 units, so an emoji is one character.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const STRENGTH_SCORE_NEEDED = 4;
export const COMMON_PASSWORD_PENALTY = 2;

/** Compared with the lower-cased password. */
export const COMMON_PASSWORDS: readonly string[] = [
  'password',
  '123456',
  '123456789',
  'qwerty',
  'abc123',
  'password123',
  'admin',
  'letmein',
  'welcome',
  'monkey',
];

/** The locale key of each strength message (`auth.password.*` in the catalogues). */
export const passwordFeedbackKeys = {
  tooShort: 'auth.password.tooShort',
  noLowercase: 'auth.password.noLowercase',
  noUppercase: 'auth.password.noUppercase',
  noNumber: 'auth.password.noNumber',
  noSpecial: 'auth.password.noSpecial',
  tooCommon: 'auth.password.tooCommon',
} as const;

export type PasswordFeedbackKey = (typeof passwordFeedbackKeys)[keyof typeof passwordFeedbackKeys];

/** The spec's English wording of each key (the same text as `locales/en.json`; a test checks). */
export const passwordFeedbackText: Readonly<Record<PasswordFeedbackKey, string>> = {
  'auth.password.tooShort': 'Password should be at least 8 characters long',
  'auth.password.noLowercase': 'Password should contain lowercase letters',
  'auth.password.noUppercase': 'Password should contain uppercase letters',
  'auth.password.noNumber': 'Password should contain numbers',
  'auth.password.noSpecial': 'Password should contain special characters',
  'auth.password.tooCommon': 'Password is too common',
};

export interface PasswordStrength {
  /** 0 to 5; the common-password penalty can take it below 0 (the spec does not clamp it). */
  score: number;
  /** The English messages, in the spec's order. */
  feedback: string[];
  /** The locale keys of the same messages, in the same order. */
  feedbackKeys: PasswordFeedbackKey[];
  isValid: boolean;
}

const LOWERCASE = /\p{Ll}/u;
const UPPERCASE = /[\p{Lu}\p{Lt}]/u;
const NUMBER = /\p{N}/u;
const SPECIAL = /[^\p{L}\p{M}\p{N}]/u;

/** Length in characters (code points), as used by every password length rule. */
export function passwordLength(password: string): number {
  return Array.from(password).length;
}

export function checkPasswordStrength(password: string): PasswordStrength {
  const checks: [passed: boolean, key: PasswordFeedbackKey][] = [
    [passwordLength(password) >= PASSWORD_MIN_LENGTH, passwordFeedbackKeys.tooShort],
    [LOWERCASE.test(password), passwordFeedbackKeys.noLowercase],
    [UPPERCASE.test(password), passwordFeedbackKeys.noUppercase],
    [NUMBER.test(password), passwordFeedbackKeys.noNumber],
    [SPECIAL.test(password), passwordFeedbackKeys.noSpecial],
  ];

  let score = 0;
  const feedbackKeys: PasswordFeedbackKey[] = [];
  for (const [passed, key] of checks) {
    if (passed) score += 1;
    else feedbackKeys.push(key);
  }

  if (COMMON_PASSWORDS.includes(password.toLowerCase())) {
    feedbackKeys.push(passwordFeedbackKeys.tooCommon);
    score -= COMMON_PASSWORD_PENALTY;
  }

  return {
    score,
    feedback: feedbackKeys.map((key) => passwordFeedbackText[key]),
    feedbackKeys,
    isValid: score >= STRENGTH_SCORE_NEEDED && feedbackKeys.length === 0,
  };
}

/**
 * Joins failure messages "with periods" (spec section 5): our reading is a period and a space
 * between messages and none after the last, so `['A', 'B']` gives `'A. B'` and one message stays
 * as it is. Works on English texts and on translated ones alike (`joinFeedback(keys.map(t))`).
 */
export function joinFeedback(messages: readonly string[]): string {
  return messages.join('. ');
}
