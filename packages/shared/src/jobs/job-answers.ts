import type {
  EmploymentType,
  JobPerk,
  JobRole,
  JobStatus,
  PayPeriod,
  TipModel,
  TipUnit,
} from './job-options.ts';
import type { TotalPayEstimate } from './total-pay.ts';
import type { RequirableCertificate } from '../resumes/certificates.ts';
import type { WeekGrid } from '../resumes/resume-input.ts';
import type { VenueResponsiveness } from './venue-responsiveness.ts';

/** The venue behind a job, as job pages show it. */
export interface JobVenue {
  restaurantId: string;
  name: string;
  venueType: string | null;
  city: string | null;
  website: string | null;
  description: string | null;
  photoURL: string | null;
  /** How it answers applicants (last 90 days); null while too new to say. */
  responsiveness: VenueResponsiveness | null;
}

/** A venue's public page: the venue and its open jobs, newest first. */
export interface VenuePage {
  venue: JobVenue;
  jobs: JobSummary[];
}

/**
 * How a job's shifts fit the signed-in applicant's availability (their resume's week grid):
 * `shared` of its `slots` shifts are times they can work; it fits when `shared` reaches `needed`
 * (the shifts a week it needs, else all of them). Counted in SQL from the grids' masks.
 */
export interface JobFit {
  shared: number;
  slots: number;
  needed: number;
}

/** A job as lists show it (Browse Jobs, the home page, dashboards). */
export interface JobSummary {
  id: string;
  title: string;
  role: JobRole;
  employmentType: EmploymentType;
  location: string;
  city: string;
  salary: number | null;
  salaryMax: number | null;
  payPeriod: PayPeriod;
  /** The pay's currency (ISO 4217), the venue's; null when the venue never chose one. */
  currency: string | null;
  /** How tips are shared; anything but `none` is "+ tips". */
  tipModel: TipModel;
  /** The venue's estimate of a week's total (total-pay.ts); null without pay or hours. */
  totalPay: TotalPayEstimate | null;
  /** Hours a week: a range, one figure (`hoursMax` null or equal), or not stated (both null). */
  hoursMin: number | null;
  hoursMax: number | null;
  status: JobStatus;
  venueName: string;
  publishedAt: string | null;
  createdAt: string;
  /** Only for a signed-in applicant whose resume has availability, of a job that names shifts. */
  fit: JobFit | null;
  /** Boosted (plans): first in Browse Jobs and "Urgently hiring" until then; null otherwise. */
  urgentUntil: string | null;
}

/** A job's own page; `canEdit` and `canApply` say what the viewer may do. */
export interface JobDetail extends JobSummary {
  description: string;
  postcode: string;
  startDate: string | null;
  requirements: string[];
  perks: JobPerk[];
  /** Certificates the job needs (the certificate wallet's kinds). */
  requiredCertificates: RequirableCertificate[];
  /** The venue's typical tips (one figure: `tipsMax` null), per shift or per hour; null: none given. */
  tipsMin: number | null;
  tipsMax: number | null;
  tipsPer: TipUnit;
  /** The shifts it needs, as the resume's availability grid (days × parts of the day). */
  shifts: WeekGrid;
  /** How many of those shifts it needs a week; null: all of them. */
  shiftsPerWeek: number | null;
  closedReason: string | null;
  /** When an open listing closes by itself (listing-expiry.ts); kept after an expiry, else null. */
  validThrough: string | null;
  updatedAt: string;
  venue: JobVenue;
  canEdit: boolean;
  /** For a signed-in applicant: their application to it, if any. */
  myApplicationId: string | null;
}

/** A restaurant's own listing on its dashboard, with its application counts. */
export interface ListingSummary extends JobSummary {
  /** The venue it is for (teams: who may look after it depends on it). */
  venueId: string;
  applications: { total: number; newThisWeek: number };
  /** Why Brigade's admins closed or removed it (issue 7), else null. */
  closedReason: string | null;
  /** When an admin removed it for good: no more edits or reopening. */
  removedAt: string | null;
  /** When it closes by itself, or closed by expiry (`isExpired`); null for drafts and closed ones. */
  validThrough: string | null;
  /** Teams: the member who looks after it (null: the organisation's owner), and whether the
   * signed-in member follows it. */
  assignee: { id: string; name: string } | null;
  following: boolean;
}

/** Any paginated list. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/**
 * Browse Jobs' answer. `total` is exact when `totalExact`; a broad search stops counting at
 * 1,000 (`totalExact` false: show "1,000+"). `correctedQuery`: when `q` found nothing, the text
 * searched instead, its words corrected to the closest job-title words ("bartendr" →
 * "bartender"), else null.
 */
export interface JobSearchPage extends Page<JobSummary> {
  totalExact: boolean;
  correctedQuery: string | null;
}

/**
 * GET /api/jobs/:id/stats (plans: Growth and Scale): how a listing does — its page's views (all,
 * and the last 7 days), its applications, and how applicants' availability fits its shifts.
 */
export interface ListingStats {
  views: { total: number; lastWeek: number };
  applications: number;
  /** Applicants whose availability covers the shifts it needs, part of them, none, or unknown. */
  fit: { all: number; some: number; none: number; unknown: number };
}
