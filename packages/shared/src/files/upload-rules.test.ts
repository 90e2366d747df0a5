import { describe, expect, it } from 'vitest';
import en from '../locales/en.json' with { type: 'json' };
import { fileMaxBytes } from '../constants.ts';
import { errorStatus } from '../errors.ts';
import {
  anyAllowedFileType,
  checkFileName,
  isExecutableName,
  pictureFileTypes,
  uploadRefusalText,
  validateUpload,
} from './upload-rules.ts';

const picture = { name: 'me.png', size: 2048, type: 'image/png' };
const refusal = (file: Partial<typeof picture>, allowed: readonly string[] = pictureFileTypes) => {
  const result = validateUpload({ ...picture, ...file }, allowed);
  return result.ok ? 'ok' : result.message;
};

describe('upload refusal texts', () => {
  it('are the spec wording, identical to errors.<code> in en.json, with an error code each', () => {
    expect(uploadRefusalText).toEqual({
      file_empty: 'This file is empty.',
      file_too_large: 'File size exceeds 10MB limit',
      file_type_not_allowed: 'File type not allowed',
      file_type_unsafe: 'File type not allowed for security reasons',
    });
    for (const [code, text] of Object.entries(uploadRefusalText)) {
      expect(en.errors[code as keyof typeof en.errors], code).toBe(text);
      expect(errorStatus[code as keyof typeof errorStatus], code).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('validateUpload', () => {
  it('accepts each picture type up to exactly 10 MB (10,485,760 bytes)', () => {
    expect(fileMaxBytes).toBe(10_485_760);
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(refusal({ type, size: fileMaxBytes }), type).toBe('ok');
    }
  });

  it("refuses one byte more with 'File size exceeds 10MB limit'", () => {
    expect(refusal({ size: fileMaxBytes + 1 })).toBe('File size exceeds 10MB limit');
  });

  it('refuses an empty file', () => {
    expect(refusal({ size: 0 })).toBe('This file is empty.');
  });

  it("refuses other types with 'File type not allowed', an unknown (empty) type too", () => {
    expect(refusal({ type: 'application/pdf', name: 'cv.pdf' })).toBe('File type not allowed');
    expect(refusal({ type: 'image/svg+xml', name: 'logo.svg' })).toBe('File type not allowed');
    expect(refusal({ type: '', name: 'photo' })).toBe('File type not allowed');
  });

  it('takes the allowed list as a parameter: the spec’s full list admits documents', () => {
    for (const type of [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'text/plain',
    ]) {
      expect(refusal({ type, name: 'file' }, anyAllowedFileType), type).toBe('ok');
    }
    expect(refusal({ type: 'text/plain; charset=utf-8' }, anyAllowedFileType)).toBe('ok');
  });

  it("refuses executable names 'for security reasons', even with an allowed type", () => {
    for (const extension of ['exe', 'bat', 'cmd', 'scr', 'pif', 'com', 'js', 'jar']) {
      expect(refusal({ name: `holiday.${extension}` }), extension).toBe(
        'File type not allowed for security reasons',
      );
    }
    expect(refusal({ name: 'HOLIDAY.PNG.EXE' })).toBe('File type not allowed for security reasons');
  });

  it('refuses .js and .bat names for generic storage too, declared as plain text', () => {
    for (const name of ['menu.js', 'setup.bat', 'notes.txt.js']) {
      expect(refusal({ name, type: 'text/plain' }, anyAllowedFileType), name).toBe(
        'File type not allowed for security reasons',
      );
    }
    expect(refusal({ name: 'notes.txt', type: 'text/plain' }, anyAllowedFileType)).toBe('ok');
  });

  it('checks in the spec’s order: size, then type, then name', () => {
    expect(
      refusal({ size: fileMaxBytes + 1, type: 'application/x-msdownload', name: 'a.exe' }),
    ).toBe('File size exceeds 10MB limit');
    expect(refusal({ type: 'application/x-msdownload', name: 'a.exe' })).toBe(
      'File type not allowed',
    );
  });
});

describe('isExecutableName', () => {
  it('sees through trailing dots and spaces (Windows drops them)', () => {
    expect(isExecutableName('virus.exe.')).toBe(true);
    expect(isExecutableName('virus.exe  ')).toBe(true);
  });

  it('leaves harmless names alone', () => {
    expect(isExecutableName('me.png')).toBe(false);
    expect(isExecutableName('exe')).toBe(false);
    expect(isExecutableName('notes.json')).toBe(false);
    expect(isExecutableName('archive.jar.png')).toBe(false);
    expect(checkFileName('me.webp')).toEqual({ ok: true });
  });
});
