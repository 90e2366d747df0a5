import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileMaxBytes } from '@brigade/shared/constants';
import {
  anyAllowedFileType,
  cvFileTypes,
  executableExtensions,
  pictureFileTypes,
} from '@brigade/shared/files/upload-rules';
import { docx, pdf, plainText, windowsProgram } from '../../../test/support/sample-files.ts';
import { checkWholeFile, checkWholeFileAt } from './check-whole-file.ts';

const check = (fileName: string, declaredType: string, bytes: Buffer) =>
  checkWholeFile({ fileName, declaredType, bytes }, anyAllowedFileType);

describe('checkWholeFile', () => {
  it('accepts the spec’s types by their bytes', async () => {
    expect(await check('cv.pdf', 'application/pdf', pdf)).toMatchObject({
      ok: true,
      extension: 'pdf',
    });
    expect(await check('notes.TXT', 'text/plain', plainText)).toMatchObject({
      ok: true,
      extension: 'txt',
    });
    expect(
      await check(
        'cv.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        docx,
      ),
    ).toMatchObject({ ok: true, extension: 'docx' });
  });

  it('refuses a Windows program renamed .pdf for security reasons', async () => {
    expect(await check('invoice.pdf', 'application/pdf', windowsProgram)).toEqual({
      ok: false,
      code: 'file_type_unsafe',
      detected: 'application/x-msdownload',
    });
  });

  it('refuses .js and .bat names for security reasons, even holding plain text', async () => {
    for (const name of ['script.js', 'run.bat', 'RUN.BAT ']) {
      expect(await check(name, 'text/plain', plainText), name).toEqual({
        ok: false,
        code: 'file_type_unsafe',
        detected: null,
      });
    }
  });

  it('checks an executable name, then size, then declared type, then bytes', async () => {
    const big = Buffer.alloc(fileMaxBytes + 1, 0x61);
    expect(await check('a.exe', 'application/x-msdownload', big)).toMatchObject({
      code: 'file_type_unsafe',
    });
    expect(await check('a.pdf', 'application/x-msdownload', big)).toMatchObject({
      code: 'file_too_large',
    });
    expect(await check('a.pdf', 'application/x-msdownload', pdf)).toMatchObject({
      code: 'file_type_not_allowed',
    });
    expect(await check('a.pdf', 'application/pdf', windowsProgram)).toMatchObject({
      code: 'file_type_unsafe',
    });
    expect(await check('a.pdf', 'application/pdf', Buffer.alloc(0))).toMatchObject({
      code: 'file_empty',
    });
  });

  it('refuses every executable name for security reasons, whatever the type and bytes', async () => {
    for (const allowed of [pictureFileTypes, cvFileTypes, anyAllowedFileType]) {
      for (const extension of executableExtensions) {
        for (const [type, bytes] of [
          ['application/x-msdownload', windowsProgram],
          ['text/javascript', plainText],
          ['application/java-archive', docx],
          ['', Buffer.alloc(0)],
          [allowed[0] ?? '', pdf],
        ] as const) {
          const name = `menu.${extension}`;
          expect(
            await checkWholeFile({ fileName: name, declaredType: type, bytes }, allowed),
            `${name} as ${type}`,
          ).toEqual({ ok: false, code: 'file_type_unsafe', detected: null });
        }
      }
    }
  });

  it('refuses text where the allowed types do not list it', async () => {
    expect(
      await checkWholeFile(
        { fileName: 'me.png', declaredType: 'image/png', bytes: plainText },
        pictureFileTypes,
      ),
    ).toEqual({ ok: false, code: 'file_type_not_allowed', detected: null });
  });
});

describe('checkWholeFileAt', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'brigade-whole-file-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('checks a file on disk like checkWholeFile', async () => {
    const path = join(folder, 'upload');
    await writeFile(path, pdf);
    expect(
      await checkWholeFileAt(
        path,
        { fileName: 'cv.pdf', declaredType: 'application/pdf' },
        anyAllowedFileType,
      ),
    ).toMatchObject({ ok: true, type: 'application/pdf' });
    await writeFile(path, windowsProgram);
    expect(
      await checkWholeFileAt(
        path,
        { fileName: 'cv.pdf', declaredType: 'application/pdf' },
        anyAllowedFileType,
      ),
    ).toMatchObject({ ok: false, code: 'file_type_unsafe' });
  });

  it('judges text by the scan made as it arrived, or scans the file when there was none', async () => {
    const meta = { fileName: 'notes.txt', declaredType: 'text/plain' };
    const path = join(folder, 'notes.txt');
    await writeFile(path, plainText);
    expect(await checkWholeFileAt(path, meta, anyAllowedFileType)).toMatchObject({
      ok: true,
      type: 'text/plain',
    });
    // The scan's verdict is taken as given: the file is not read again for it.
    expect(
      await checkWholeFileAt(path, meta, anyAllowedFileType, {
        text: { ok: false, detected: null },
      }),
    ).toEqual({ ok: false, code: 'file_type_not_allowed', detected: null });
    // Without one, a control character past the first megabyte is found in the file.
    const late = Buffer.concat([
      Buffer.alloc(1024 * 1024 + 5, 0x61),
      Buffer.from('\u0085', 'utf8'),
    ]);
    await writeFile(path, late);
    expect(await checkWholeFileAt(path, meta, anyAllowedFileType)).toEqual({
      ok: false,
      code: 'file_type_not_allowed',
      detected: null,
    });
  });

  it('refuses a file over 10 MB', async () => {
    const path = join(folder, 'large');
    await writeFile(path, Buffer.alloc(fileMaxBytes + 1, 0x61));
    expect(
      await checkWholeFileAt(
        path,
        { fileName: 'a.txt', declaredType: 'text/plain' },
        anyAllowedFileType,
      ),
    ).toEqual({ ok: false, code: 'file_too_large', detected: null });
  });
});
