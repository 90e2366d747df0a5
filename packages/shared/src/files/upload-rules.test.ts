import { describe, expect, it } from 'vitest';
import en from '../locales/en.json' with { type: 'json' };
import { fileMaxBytes } from '../constants.ts';
import { errorStatus } from '../errors.ts';
import {
  anyAllowedFileType,
  checkFileName,
  cvFileTypes,
  executableExtensions,
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

  it('checks an executable name first, then size, then type', () => {
    expect(
      refusal({ size: fileMaxBytes + 1, type: 'application/x-msdownload', name: 'a.exe' }),
    ).toBe('File type not allowed for security reasons');
    expect(refusal({ type: 'application/x-msdownload', name: 'a.exe' })).toBe(
      'File type not allowed for security reasons',
    );
    expect(
      refusal({ size: fileMaxBytes + 1, type: 'application/x-msdownload', name: 'a.png' }),
    ).toBe('File size exceeds 10MB limit');
    expect(refusal({ type: 'application/x-msdownload', name: 'a.png' })).toBe(
      'File type not allowed',
    );
  });

  it('skips the size when it is not known yet (counted as the bytes arrive)', () => {
    expect(validateUpload({ name: 'me.png', type: 'image/png' }, pictureFileTypes)).toEqual({
      ok: true,
    });
    expect(validateUpload({ name: 'me.exe', type: 'image/png' }, pictureFileTypes)).toMatchObject({
      code: 'file_type_unsafe',
    });
  });
});

// Every upload path judges names with validateUpload (in the browser, at a resumable upload's
// start, in the multipart uploads and on the whole file): an executable name gets the security
// message whatever comes with it — the type a browser declares for it, an allowed type, none —
// and whatever its size.
describe('executable names on every upload path', () => {
  const paths: [string, readonly string[]][] = [
    ['profile picture', pictureFileTypes],
    ['CV', cvFileTypes],
    ['My Files, and so application attachments (resumable upload)', anyAllowedFileType],
  ];
  /** What browsers declare for these names (or nothing), and an octet stream. */
  const declaredTypes = [
    'application/x-msdownload',
    'application/vnd.microsoft.portable-executable',
    'application/x-msdos-program',
    'application/x-bat',
    'text/javascript',
    'application/java-archive',
    'application/octet-stream',
    '',
  ];
  const sizes = [undefined, 0, 2048, fileMaxBytes, fileMaxBytes + 1];
  const names = (extension: string) => [
    `file.${extension}`,
    `FILE.${extension.toUpperCase()}`,
    `holiday.png.${extension}`,
    `file.${extension}. `,
  ];

  for (const [path, allowed] of paths) {
    for (const extension of executableExtensions) {
      it(`${path}: a .${extension} name is refused for security reasons`, () => {
        for (const type of [...declaredTypes, ...allowed]) {
          for (const size of sizes) {
            for (const name of names(extension)) {
              expect(
                validateUpload({ name, size, type }, allowed),
                `${name} ${type} ${size}`,
              ).toEqual({
                ok: false,
                code: 'file_type_unsafe',
                message: 'File type not allowed for security reasons',
              });
            }
          }
        }
      });
    }
  }
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
