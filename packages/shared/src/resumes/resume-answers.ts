import type { JobFit } from '../jobs/job-answers.ts';
import type { ResumeInput } from './resume-input.ts';

/** A stored CV's description (the file itself is downloaded from `url`). */
export interface CvFileView {
  fileName: string;
  fileType: string;
  fileSize: number;
  url: string;
}

/** A resume as its owner, or a restaurant allowed to see it, reads it. */
export interface ResumeView extends ResumeInput {
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
}
