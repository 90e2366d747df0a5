import { describe, expect, it } from 'vitest';
import en from '../locales/en.json' with { type: 'json' };
import {
  checkPasswordStrength,
  COMMON_PASSWORD_PENALTY,
  COMMON_PASSWORDS,
  joinFeedback,
  PASSWORD_MIN_LENGTH,
  passwordFeedbackKeys,
  passwordFeedbackText,
  passwordLength,
  STRENGTH_SCORE_NEEDED,
} from './password-strength.ts';

const TOO_SHORT = 'Password should be at least 8 characters long';
const NO_LOWER = 'Password should contain lowercase letters';
const NO_UPPER = 'Password should contain uppercase letters';
const NO_NUMBER = 'Password should contain numbers';
const NO_SPECIAL = 'Password should contain special characters';
const TOO_COMMON = 'Password is too common';

describe('password strength constants', () => {
  it('are the spec values (section 9)', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(STRENGTH_SCORE_NEEDED).toBe(4);
    expect(COMMON_PASSWORD_PENALTY).toBe(2);
    expect(COMMON_PASSWORDS).toEqual([
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
    ]);
  });

  it('keep the English texts identical to en.json', () => {
    for (const [key, text] of Object.entries(passwordFeedbackText)) {
      const [, , leaf = ''] = key.split('.');
      expect(en.auth.password[leaf as keyof typeof en.auth.password], key).toBe(text);
    }
    expect(Object.values(passwordFeedbackKeys).sort()).toEqual(
      Object.keys(en.auth.password)
        .map((leaf) => `auth.password.${leaf}`)
        .sort(),
    );
  });
});

describe('checkPasswordStrength', () => {
  it('gives 5 points and no feedback to a strong password', () => {
    expect(checkPasswordStrength('Abcdef1!')).toEqual({
      score: 5,
      feedback: [],
      feedbackKeys: [],
      isValid: true,
    });
  });

  it('scores 0 and lists every message, in the spec order, for an empty password', () => {
    expect(checkPasswordStrength('')).toEqual({
      score: 0,
      feedback: [TOO_SHORT, NO_LOWER, NO_UPPER, NO_NUMBER, NO_SPECIAL],
      feedbackKeys: [
        'auth.password.tooShort',
        'auth.password.noLowercase',
        'auth.password.noUppercase',
        'auth.password.noNumber',
        'auth.password.noSpecial',
      ],
      isValid: false,
    });
  });

  it('counts 8 characters as long enough and 7 as too short', () => {
    expect(checkPasswordStrength('Abcdef1!').feedback).toEqual([]);
    const seven = checkPasswordStrength('Abcde1!');
    expect(seven.feedback).toEqual([TOO_SHORT]);
    expect(seven.feedbackKeys).toEqual(['auth.password.tooShort']);
    // Score 4 is enough on its own, but any feedback message still makes it invalid.
    expect(seven.score).toBe(4);
    expect(seven.isValid).toBe(false);
  });

  it.each([
    ['ABCDEF1!', NO_LOWER, 'auth.password.noLowercase'],
    ['abcdef1!', NO_UPPER, 'auth.password.noUppercase'],
    ['Abcdefg!', NO_NUMBER, 'auth.password.noNumber'],
    ['Abcdefg1', NO_SPECIAL, 'auth.password.noSpecial'],
  ])('%s misses one class: 4 points, "%s", invalid', (password, message, key) => {
    expect(checkPasswordStrength(password)).toEqual({
      score: 4,
      feedback: [message],
      feedbackKeys: [key],
      isValid: false,
    });
  });

  it('scores one point per class present', () => {
    expect(checkPasswordStrength('a').score).toBe(1);
    expect(checkPasswordStrength('aA').score).toBe(2);
    expect(checkPasswordStrength('aA1').score).toBe(3);
    expect(checkPasswordStrength('aA1!').score).toBe(4);
    expect(checkPasswordStrength('aA1!aaaa').score).toBe(5);
    expect(checkPasswordStrength('aaaaaaaa').score).toBe(2);
  });

  it('treats any non-alphanumeric character as special, spaces included', () => {
    for (const special of [' ', '-', '_', '.', '€', '😀', '"', '\\']) {
      expect(checkPasswordStrength(`Abcdef1${special}`).isValid, JSON.stringify(special)).toBe(
        true,
      );
    }
  });

  it('reads letters, case and digits in any alphabet', () => {
    // é and ß are lowercase letters, É and Ä uppercase ones: none of them counts as special.
    expect(checkPasswordStrength('ÉtéÄß2024').feedback).toEqual([NO_SPECIAL]);
    expect(checkPasswordStrength('straße#2024').feedback).toEqual([NO_UPPER]);
    expect(checkPasswordStrength('Contraseña-1').isValid).toBe(true);
    // A decomposed accent (e + combining acute) is part of its letter, not a special character.
    expect(checkPasswordStrength('Cafe\u0301Cafe1').feedback).toEqual([NO_SPECIAL]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordLength('😀😀😀😀😀😀😀😀')).toBe(8);
    expect(checkPasswordStrength('😀😀😀😀Ab1').feedback).toEqual([TOO_SHORT]);
    expect(checkPasswordStrength('😀😀😀😀Ab12').isValid).toBe(true);
  });

  // Score before the penalty, then minus 2 (not clamped at 0).
  it.each([
    ['password', 2, [NO_UPPER, NO_NUMBER, NO_SPECIAL]],
    ['123456', 1, [TOO_SHORT, NO_LOWER, NO_UPPER, NO_SPECIAL]],
    ['123456789', 2, [NO_LOWER, NO_UPPER, NO_SPECIAL]],
    ['qwerty', 1, [TOO_SHORT, NO_UPPER, NO_NUMBER, NO_SPECIAL]],
    ['abc123', 2, [TOO_SHORT, NO_UPPER, NO_SPECIAL]],
    ['password123', 3, [NO_UPPER, NO_SPECIAL]],
    ['admin', 1, [TOO_SHORT, NO_UPPER, NO_NUMBER, NO_SPECIAL]],
    ['letmein', 1, [TOO_SHORT, NO_UPPER, NO_NUMBER, NO_SPECIAL]],
    ['welcome', 1, [TOO_SHORT, NO_UPPER, NO_NUMBER, NO_SPECIAL]],
    ['monkey', 1, [TOO_SHORT, NO_UPPER, NO_NUMBER, NO_SPECIAL]],
  ])('%s is common: %i points minus 2', (password, points, messages) => {
    const result = checkPasswordStrength(password);
    expect(result.score).toBe(points - COMMON_PASSWORD_PENALTY);
    expect(result.feedback).toEqual([...messages, TOO_COMMON]);
    expect(result.feedbackKeys.at(-1)).toBe('auth.password.tooCommon');
    expect(result.isValid).toBe(false);
  });

  it('compares with the common list in lower case', () => {
    expect(checkPasswordStrength('PASSWORD').feedback).toContain(TOO_COMMON);
    expect(checkPasswordStrength('Monkey').feedback).toContain(TOO_COMMON);
    expect(checkPasswordStrength('QwErTy').feedback).toContain(TOO_COMMON);
    const mixed = checkPasswordStrength('PassWord123');
    expect(mixed.score).toBe(4 - 2);
    expect(mixed.feedback).toEqual([NO_SPECIAL, TOO_COMMON]);
    expect(mixed.isValid).toBe(false);
  });

  it('only flags exact matches of the common list', () => {
    for (const password of ['password1', ' password', 'password ', 'Password123!', 'admin!']) {
      expect(checkPasswordStrength(password).feedback, password).not.toContain(TOO_COMMON);
    }
    expect(checkPasswordStrength('Password123!').isValid).toBe(true);
  });

  it('keeps feedback and feedbackKeys in step', () => {
    for (const password of ['', 'abc', 'PassWord123', 'Abcdefg1', 'qwerty']) {
      const { feedback, feedbackKeys } = checkPasswordStrength(password);
      expect(feedbackKeys.map((key) => passwordFeedbackText[key])).toEqual(feedback);
    }
  });
});

describe('joinFeedback', () => {
  it('joins messages with a period and a space, and no trailing period', () => {
    expect(joinFeedback([NO_UPPER, NO_NUMBER])).toBe(
      'Password should contain uppercase letters. Password should contain numbers',
    );
    expect(joinFeedback(['A', 'B', 'C'])).toBe('A. B. C');
  });

  it('leaves a single message as it is, and gives an empty string for none', () => {
    expect(joinFeedback([TOO_COMMON])).toBe(TOO_COMMON);
    expect(joinFeedback([])).toBe('');
  });
});
