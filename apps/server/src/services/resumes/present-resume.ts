import type { JobFit } from '@brigade/shared/jobs/job-answers';
import type {
  CertificationView,
  ResumeCard,
  ResumeView,
} from '@brigade/shared/resumes/resume-answers';
import type { resumes } from '../../db/schema/resumes.ts';

type ResumeRow = typeof resumes.$inferSelect;

/** Who the resume belongs to, read with it. */
export interface ResumeOwner {
  firstName: string;
  lastName: string;
  photoURL: string | null;
  city: string | null;
}

/**
 * The presenter: the only shape a resume leaves the server in (never its storage key). The
 * certificates come as the reader may see them (certificate-views.ts).
 */
export function presentResume(
  row: ResumeRow,
  owner: ResumeOwner,
  cvUrl: string | null,
  certifications: CertificationView[],
): ResumeView {
  return {
    id: row.id,
    applicantId: row.applicantId,
    ...owner,
    headline: row.headline,
    summary: row.summary,
    roles: row.roles,
    experience: row.experience,
    skills: row.skills,
    certifications,
    languages: row.languages,
    availability: row.availability,
    visibility: row.visibility,
    cv:
      row.cvKey && cvUrl
        ? {
            fileName: row.cvFileName ?? 'cv',
            fileType: row.cvFileType ?? 'application/octet-stream',
            fileSize: row.cvFileSize ?? 0,
            url: cvUrl,
          }
        : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentResumeCard(
  row: ResumeRow,
  owner: ResumeOwner,
  fit: JobFit | null = null,
  highlighted = false,
): ResumeCard {
  return {
    id: row.id,
    applicantId: row.applicantId,
    ...owner,
    headline: row.headline,
    roles: row.roles,
    skills: row.skills,
    availability: row.availability,
    updatedAt: row.updatedAt.toISOString(),
    fit,
    highlighted,
  };
}
