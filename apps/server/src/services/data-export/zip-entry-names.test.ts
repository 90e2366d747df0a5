import { describe, expect, it } from 'vitest';
import { safeEntryName, uniquePaths } from './zip-entry-names.ts';

describe('safeEntryName', () => {
  it('keeps an ordinary name and its extension', () => {
    expect(safeEntryName('Menu d’été.pdf', 'pdf', 'file')).toBe('Menu d’été.pdf');
    expect(safeEntryName('CV.PDF', 'pdf', 'cv')).toBe('CV.pdf');
  });

  it('adds the extension the bytes showed', () => {
    expect(safeEntryName('notes', 'txt', 'file')).toBe('notes.txt');
    expect(safeEntryName('photo.png', 'jpg', 'file')).toBe('photo.png.jpg');
  });

  it('never names a folder, a parent or a hidden file, nor keeps control characters', () => {
    expect(safeEntryName('../../etc/passwd', 'txt', 'file')).toBe('_.._etc_passwd.txt');
    expect(safeEntryName('..\\boot.ini', 'txt', 'file')).toBe('_boot.ini.txt');
    expect(safeEntryName('.hidden', 'txt', 'file')).toBe('hidden.txt');
    expect(safeEntryName('a\r\nb\u0000c.txt', 'txt', 'file')).toBe('abc.txt');
    expect(safeEntryName('what? <yes>: "no" | *', 'txt', 'file')).toBe('what_ _yes__ _no_ _ _.txt');
  });

  it('uses the fallback for a name with nothing left, and bounds the length', () => {
    expect(safeEntryName(' .. ', 'pdf', 'cv')).toBe('cv.pdf');
    const long = safeEntryName(`${'x'.repeat(500)}.pdf`, 'pdf', 'file');
    expect(long).toHaveLength(120);
    expect(long.endsWith('x.pdf')).toBe(true);
  });
});

describe('uniquePaths', () => {
  it('numbers repeated names within a folder, ignoring case', () => {
    const pathFor = uniquePaths();
    expect(pathFor('files/my-files', 'menu.pdf')).toBe('files/my-files/menu.pdf');
    expect(pathFor('files/my-files', 'Menu.pdf')).toBe('files/my-files/Menu (2).pdf');
    expect(pathFor('files/my-files', 'menu.pdf')).toBe('files/my-files/menu (3).pdf');
    expect(pathFor('files/cv', 'menu.pdf')).toBe('files/cv/menu.pdf');
    expect(pathFor('files/my-files', 'README')).toBe('files/my-files/README');
    expect(pathFor('files/my-files', 'README')).toBe('files/my-files/README (2)');
  });
});
