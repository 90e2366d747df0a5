/** The resume as other features see it: the signed-in applicant's own. */
export { useOwnResume } from './api/get-own-resume.ts';
