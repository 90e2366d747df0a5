import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { applicationNotesInput, applyInput } from '../applications/application-input.ts';
import { personName } from '../auth/sign-up-rules.ts';
import { checkedText } from '../checked-text.ts';
import { checkInput, inputCheckMessageKeys, inputCheckMessageText } from '../input-checker.ts';
import type { InputType } from '../input-checker.ts';
import { jobInput } from '../jobs/job-input.ts';
import { messageContent } from '../messaging/message-input.ts';
import { profileInput } from '../profile.ts';
import { resumeInput } from '../resumes/resume-input.ts';
import { attacks } from './corpus/attacks.ts';
import { hospitalityText } from './corpus/hospitality-text.ts';
import type { HospitalityField } from './corpus/hospitality-text.ts';
import { personNames } from './corpus/person-names.ts';
import { looksLikeScriptInjection, looksLikeSqlInjection } from './injection-patterns.ts';
import { stripScripts } from './strip-scripts.ts';

/** The schema of the field each kind of text is typed into. */
const fieldSchemas: Record<HospitalityField, z.ZodType> = {
  jobAd: jobInput.shape.description,
  jobTitle: jobInput.shape.title,
  bio: profileInput.shape.bio,
  headline: resumeInput.shape.headline,
  coverNote: applyInput.shape.coverNote,
  message: messageContent,
  venueName: profileInput.shape.venueName,
  cvLine: resumeInput.shape.summary,
  menuLine: profileInput.shape.venueDescription,
  note: applicationNotesInput.shape.notes,
};

const anyText = checkedText({ max: 5000 });
const types: InputType[] = ['text', 'email', 'phone', 'html'];

const texts = Object.entries(hospitalityText).flatMap(([field, list]) =>
  list.map((text) => [field as HospitalityField, text] as const),
);

describe('the corpus', () => {
  it('holds at least 300 texts in every field, names and attacks of both kinds', () => {
    expect(texts.length).toBeGreaterThanOrEqual(300);
    expect(new Set(texts.map(([, text]) => text)).size).toBe(texts.length);
    expect(personNames.length).toBeGreaterThanOrEqual(50);
    expect(new Set(attacks.map(([input]) => input)).size).toBe(attacks.length);
    expect(attacks.filter(([, kind]) => kind === 'sqlInjection').length).toBeGreaterThan(50);
    expect(attacks.filter(([, kind]) => kind === 'xss').length).toBeGreaterThan(40);
  });
});

describe('ordinary hospitality text passes unchanged', () => {
  it.each(texts)('%s: %s', (field, text) => {
    expect(looksLikeSqlInjection(text)).toBe(false);
    expect(looksLikeScriptInjection(text)).toBe(false);
    expect(checkInput(text, 'text')).toEqual({ ok: true, value: text });
    expect(checkInput(text, 'html').ok).toBe(true);
    expect(stripScripts(text)).toBe(text);
    expect(anyText.safeParse(text)).toEqual({ success: true, data: text.trim() });
    expect(fieldSchemas[field].safeParse(text).error).toBeUndefined();
  });
});

describe('person names pass the name rule and the checker', () => {
  it.each(personNames)('%s', (name) => {
    expect(personName.safeParse(name)).toEqual({ success: true, data: name });
    expect(checkInput(name, 'text')).toEqual({ ok: true, value: name });
    expect(anyText.safeParse(name).success).toBe(true);
  });
});

describe('attacks are refused with their message', () => {
  it.each(attacks)('%s (%s)', (input, kind) => {
    const key = inputCheckMessageKeys[kind];
    const refusal = { ok: false, message: inputCheckMessageText[key], key };
    for (const type of types) expect(checkInput(input, type)).toEqual(refusal);
    expect(anyText.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual([key]);
  });
});
