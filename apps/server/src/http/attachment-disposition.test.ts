import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './attachment-disposition.ts';

describe('attachmentDisposition', () => {
  it.each([
    ['cv.pdf', `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`],
    [
      'Crème brûlée.txt',
      `attachment; filename="Cr_me br_l_e.txt"; filename*=UTF-8''Cr%C3%A8me%20br%C3%BBl%C3%A9e.txt`,
    ],
    [
      `a"b\\c%d'e(f).pdf`,
      `attachment; filename="a_b_c_d'e(f).pdf"; filename*=UTF-8''a%22b_c%25d%27e%28f%29.pdf`,
    ],
    [
      '../../etc/passwd',
      `attachment; filename=".._.._etc_passwd"; filename*=UTF-8''.._.._etc_passwd`,
    ],
    ['', `attachment; filename="download"; filename*=UTF-8''download`],
  ])('encodes %j', (name, header) => {
    expect(attachmentDisposition(name)).toBe(header);
  });

  it('never lets CR or LF into the header', () => {
    const header = attachmentDisposition('a\r\nSet-Cookie: x=1.txt');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toContain(`filename="aSet-Cookie: x=1.txt"`);
  });
});
