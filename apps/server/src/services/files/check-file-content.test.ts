import { describe, expect, it } from 'vitest';
import {
  anyAllowedFileType,
  cvFileTypes,
  pictureFileTypes,
} from '@brigade/shared/files/upload-rules';
import { buildLyingDocxBomb } from '../../../test/files/crafted-zips.ts';
import {
  buildDocxBomb,
  buildPng,
  docx,
  htmlPage,
  linuxProgram,
  pdf,
  plainText,
  plainZip,
  windowsProgram,
} from '../../../test/support/sample-files.ts';
import { checkFileContent } from './check-file-content.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('checkFileContent', () => {
  it('takes the type and extension from the bytes', async () => {
    expect(await checkFileContent(buildPng(), pictureFileTypes)).toEqual({
      ok: true,
      type: 'image/png',
      extension: 'png',
    });
    expect(await checkFileContent(pdf, anyAllowedFileType)).toEqual({
      ok: true,
      type: 'application/pdf',
      extension: 'pdf',
    });
  });

  it('refuses an empty file', async () => {
    expect(await checkFileContent(Buffer.alloc(0), anyAllowedFileType)).toEqual({
      ok: false,
      code: 'file_empty',
      detected: null,
    });
  });

  it('refuses Windows and Linux programs for security reasons, whatever they are called', async () => {
    expect(await checkFileContent(windowsProgram, anyAllowedFileType)).toEqual({
      ok: false,
      code: 'file_type_unsafe',
      detected: 'application/x-msdownload',
    });
    expect(await checkFileContent(linuxProgram, anyAllowedFileType)).toEqual({
      ok: false,
      code: 'file_type_unsafe',
      detected: 'application/x-elf',
    });
  });

  describe('plain text', () => {
    it('is accepted as text/plain (.txt) where generic storage allows it', async () => {
      expect(await checkFileContent(plainText, anyAllowedFileType)).toEqual({
        ok: true,
        type: 'text/plain',
        extension: 'txt',
      });
      expect(await checkFileContent(plainText, anyAllowedFileType, { whole: true })).toEqual({
        ok: true,
        type: 'text/plain',
        extension: 'txt',
      });
    });

    it('is refused for pictures and CVs, which do not list text/plain', async () => {
      for (const allowed of [pictureFileTypes, cvFileTypes]) {
        expect(await checkFileContent(plainText, allowed)).toEqual({
          ok: false,
          code: 'file_type_not_allowed',
          detected: null,
        });
      }
    });

    it('refuses markup and binary posing as text, as not allowed', async () => {
      expect(await checkFileContent(htmlPage, anyAllowedFileType)).toEqual({
        ok: false,
        code: 'file_type_not_allowed',
        detected: 'text/html',
      });
      expect(
        await checkFileContent(Buffer.from('<?xml version="1.0"?><a/>'), anyAllowedFileType),
      ).toMatchObject({ ok: false, code: 'file_type_not_allowed' });
      expect(await checkFileContent(Buffer.from([1, 2, 3, 0, 0, 255]), anyAllowedFileType)).toEqual(
        { ok: false, code: 'file_type_not_allowed', detected: null },
      );
    });

    it('judges a head leniently at its cut end, a whole file strictly', async () => {
      const cut = Buffer.from('crème', 'utf8').subarray(0, 3);
      expect(await checkFileContent(cut, anyAllowedFileType)).toMatchObject({ ok: true });
      expect(await checkFileContent(cut, anyAllowedFileType, { whole: true })).toMatchObject({
        ok: false,
        code: 'file_type_not_allowed',
      });
    });
  });

  describe('docx', () => {
    const accepted = { ok: true, type: DOCX, extension: 'docx' };
    const refused = { ok: false, code: 'file_type_not_allowed', detected: 'application/zip' };

    it('is accepted from its head, and as a whole file', async () => {
      expect(await checkFileContent(docx.subarray(0, 300), cvFileTypes)).toEqual(accepted);
      expect(await checkFileContent(docx, anyAllowedFileType, { whole: true })).toEqual(accepted);
    });

    it('refuses a zip bomb named docx when the whole file is checked', async () => {
      expect(await checkFileContent(buildDocxBomb(), anyAllowedFileType, { whole: true })).toEqual(
        refused,
      );
    });

    it('refuses a zip bomb whose directory understates its sizes', async () => {
      const bomb = buildLyingDocxBomb();
      expect(await checkFileContent(bomb, anyAllowedFileType, { whole: true })).toEqual(refused);
    });

    it('refuses a zip that is not a docx as not allowed', async () => {
      expect(await checkFileContent(plainZip, anyAllowedFileType, { whole: true })).toEqual(
        refused,
      );
      expect(await checkFileContent(plainZip, anyAllowedFileType)).toEqual(refused);
    });
  });
});
