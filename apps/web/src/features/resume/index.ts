/** The resume as other features see it: the signed-in applicant's own, a certificate's name. */
export { useOwnResume } from './api/get-own-resume.ts';
export { certificateTitle } from './certificate-title.ts';
