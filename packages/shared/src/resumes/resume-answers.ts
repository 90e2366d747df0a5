import type { JobFit } from '../jobs/job-answers.ts';
import type { CertificateKind } from './certificates.ts';
import type { ResumeInput } from './resume-input.ts';

/** A stored CV's description (the file itself is downloaded from `url`). */
export interface CvFileView {
  fileName: string;
  fileType: string;
  fileSize: number;
  url: string;
}

/** A certificate's document, for those the file policy lets open it. */
export interface CertificateDocument {
  fileName: string;
  downloadUrl: string;
}

/** A certificate in the wallet as a reader sees it. */
export interface CertificationView {
  id: string;
  kind: CertificateKind;
  name: string;
  expiresOn: string;
  /** The linked file's id for the owner (so the form keeps it); empty for everyone else. */
  fileId: string;
  /**
   * The document, for the owner and the venues the person applied to (the file policy); null
   * when none is linked or the reader may not open it.
   */
  document: CertificateDocument | null;
  /** Whether a venue that saw the document marked it checked (issue 16), and when. */
  checkedAt: string | null;
}

/** A resume as its owner, or a restaurant allowed to see it, reads it. */
export interface ResumeView extends Omit<ResumeInput, 'certifications'> {
  certifications: CertificationView[];
  id: string;
  applicantId: string;
  firstName: string;
  lastName: string;
  photoURL: string | null;
  city: string | null;
  cv: CvFileView | null;
  updatedAt: string;
}

/** Browse Applicants: a visible resume in the results. */
export interface ResumeCard {
  id: string;
  applicantId: string;
  firstName: string;
  lastName: string;
  photoURL: string | null;
  city: string | null;
  headline: string;
  roles: ResumeInput['roles'];
  skills: string[];
  availability: ResumeInput['availability'];
  updatedAt: string;
  /** With `fitJobId`: how this availability fits that job's shifts, else null. */
  fit: JobFit | null;
  /** A Pro member's profile: shown first in Browse Applicants and marked as featured. */
  highlighted: boolean;
}
