import type { CertificateKind } from '@brigade/shared/resumes/certificates';

/**
 * How a certificate is named: its kind in the reader's words, with the person's own detail
 * ("Food hygiene · Level 2"); `other` by the person's own name alone.
 */
export function certificateTitle(
  certificate: { kind: CertificateKind; name: string },
  kindName: (kind: Exclude<CertificateKind, 'other'>) => string,
): string {
  if (certificate.kind === 'other') return certificate.name;
  const kind = kindName(certificate.kind);
  return certificate.name ? `${kind} · ${certificate.name}` : kind;
}
