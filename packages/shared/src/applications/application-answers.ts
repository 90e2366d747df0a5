import type { JobFit, JobSummary } from '../jobs/job-answers.ts';
import type { ResumeView } from '../resumes/resume-answers.ts';
import type { ApplicationStatus } from './application-status.ts';
import type { InterviewResponse } from './interview-response.ts';
import type { ApplicationTag } from './application-tags.ts';
import type { CertificateState, RequirableCertificate } from '../resumes/certificates.ts';

/** The scheduled interview: the instant, the venue's time zone, the place or link. */
export interface InterviewView {
  at: string;
  timeZone: string;
  location: string;
}

/** One entry of an application's timeline. */
export interface TimelineEntry {
  id: string;
  kind:
    | 'applied'
    | 'status_changed'
    | 'interview_scheduled'
    | 'interview_cancelled'
    | 'interview_confirmed'
    | 'interview_reschedule_requested'
    | 'decision_extended'
    | 'closed_unanswered';
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus | null;
  note: string;
  /**
   * Who acted: the restaurant, the applicant, an admin; null once their account is deleted, and
   * for Brigade's own moves (closed_unanswered).
   */
  actor: 'restaurant' | 'applicant' | 'admin' | null;
  /** Whether the signed-in viewer did it. */
  byYou: boolean;
  /**
   * Teams: the member of the venue who did it, named for the venue's own members only (the
   * applicant sees "the restaurant"); null otherwise.
   */
  memberName: string | null;
  interview: InterviewView | null;
  createdAt: string;
}

/** The person who applied, as the restaurant sees them. */
export interface ApplicantView {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  photoURL: string | null;
  city: string | null;
  headline: string | null;
}

/** A row of an applications list (either side). */
export interface ApplicationSummary {
  id: string;
  status: ApplicationStatus;
  appliedAt: string;
  updatedAt: string;
  interview: InterviewView | null;
  job: Pick<JobSummary, 'id' | 'title' | 'venueName' | 'city' | 'status'>;
  /** For the restaurant's lists. */
  applicant: Pick<ApplicantView, 'id' | 'firstName' | 'lastName' | 'photoURL'> | null;
  /**
   * How the job's shifts fit the applicant's availability (their resume's week grid, as it is
   * now): null when the job names no shifts or the resume gives no availability.
   */
  fit: JobFit | null;
  /** The venue's private tags on it: only in the venue's own lists and pages, else empty. */
  tags: ApplicationTag[];
}

/**
 * GET /api/applicant/applications/counts: how many of the applicant's applications are in each
 * status (every status present, 0 when none) and in all.
 */
export interface ApplicationCounts {
  byStatus: Record<ApplicationStatus, number>;
  total: number;
}

/** One application's page; what the viewer may do comes with it. */
export interface ApplicationDetail extends ApplicationSummary {
  coverNote: string;
  /** The restaurant's private notes: only sent to the restaurant. */
  notes: string | null;
  applicantDetails: ApplicantView | null;
  resume: ResumeView | null;
  timeline: TimelineEntry[];
  viewer: 'restaurant' | 'applicant' | 'admin';
  /** The statuses the viewer may move it to (from the shared transition map). */
  nextStatuses: ApplicationStatus[];
  canScheduleInterview: boolean;
  /** The applicant's answer to the scheduled interview; null until they answer or once it moves. */
  interviewResponse: InterviewResponse | null;
  /** The applicant may confirm or ask to reschedule: an interview is set and still ahead. */
  canAnswerInterview: boolean;
  /** The venue (teams: a venue, no longer an account). */
  restaurantId: string;
  /**
   * Who receives the applicant's messages for the venue: the listing's assignee, or the
   * organisation's owner when nobody is assigned (until conversations are a shared venue inbox).
   */
  venueContactId: string;
  /**
   * No ghosting (decision-window.ts): while undecided, when it closes by itself unless the venue
   * decides, and whether the venue may still extend that once (`canExtendDecision`, its own
   * view only); `closedUnanswered`: it closed that way (the applicant is told kindly).
   */
  decideBy: string | null;
  canExtendDecision: boolean;
  closedUnanswered: boolean;
  /**
   * The certificates the job requires and whether the applicant's resume holds each today (its
   * state), or not (`missing`): the certificate wallet.
   */
  requiredCertificates: { kind: RequirableCertificate; state: CertificateState | 'missing' }[];
}
