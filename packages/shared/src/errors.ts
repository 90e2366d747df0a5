/**
 * The error catalogue shared by server and browser. Every API error carries one of these stable
 * codes; the browser turns a code into a translated toast or field error (`errors.<code>` in the
 * locale catalogues), the server answers with the English text.
 */
export const errorStatus = {
  validation_failed: 400,
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  email_in_use: 409,
  invalid_credentials: 401,
  account_disabled: 403,
  too_many_attempts: 429,
  invalid_reset_link: 400,
  /** A one-click unsubscribe link whose token is forged, altered or made for something else. */
  invalid_unsubscribe_link: 400,
  wrong_password: 403,
  /** Deleting a social-only account needs a sign-in in the last 10 minutes. */
  reauthentication_required: 403,
  payload_too_large: 413,
  /** A job or application status move the transition map does not allow. */
  status_move_refused: 409,
  /** An application's decision window is extended once, while it is undecided (no ghosting). */
  decision_extend_refused: 409,
  /** A venue keeps at most 20 message templates (message-templates.ts). */
  template_limit_reached: 409,
  /** A venue keeps at most 20 private tags (application-tags.ts), each name once. */
  tag_limit_reached: 409,
  tag_exists: 409,
  /** Posting a job needs the venue's name in the restaurant's profile. */
  venue_name_required: 409,
  /** Publishing or reopening a job needs its hours a week (issue 15: "the hours up front"). */
  hours_required: 409,
  /** Publishing or reopening a job of a venue in the EU needs its pay (pay-transparency.ts). */
  pay_required: 409,
  /** Upload refusals (spec section 5); the texts are the spec's, see upload-rules.ts. */
  file_empty: 400,
  file_too_large: 413,
  file_type_not_allowed: 415,
  file_type_unsafe: 415,
  /** Generic file storage (issue 6): the per-user quota would be exceeded. */
  storage_quota_exceeded: 413,
  /** Hiring (issue 4). */
  already_applied: 409,
  resume_required: 409,
  /** A CV is added to a saved resume. */
  resume_missing: 409,
  job_not_open: 409,
  /** An admin removed the job for good: its restaurant can no longer edit, reopen or moderate it. */
  job_removed: 409,
  /** Renewing is for open listings and expired ones (a draft is published, a closed one reopened). */
  listing_not_renewable: 409,
  interview_not_allowed: 409,
  /** Confirming or asking to reschedule needs an interview that is set and still ahead. */
  interview_not_answerable: 409,
  /** An interview-answer link whose token is forged, altered or made for something else. */
  invalid_interview_link: 400,
  /** An interview-answer link mailed before the interview was moved or cancelled. */
  interview_link_stale: 409,
  /** Application attachments (issue 6): at most 10, and none on a withdrawn application. */
  attachments_full: 409,
  attachments_closed: 409,
  /** A certificate's document is one of the person's own files (the certificate wallet). */
  certificate_document_invalid: 400,
  /** A venue checks a certificate that has a document, on an application made to it. */
  certificate_check_unavailable: 409,
  /** Teams (issue 17): an invitation link that was used, revoked or is past its 7 days. */
  invitation_unavailable: 410,
  /** An invitation is accepted from the account of the address it was sent to. */
  invitation_email_mismatch: 403,
  /** The person already works for an organisation (one per person for now). */
  already_member: 409,
  /** The organisation already counts this address as a member or has invited it. */
  already_invited: 409,
  /** Saved jobs (issue 14): a person keeps at most `savedJobsMax` (jobs/saved-jobs.ts). */
  saved_jobs_full: 409,
  /**
   * Plans (issue 18, plans/plans.ts): what the plan allows is in use. What exists stays; nothing
   * new opens until there is room or a larger plan. The browser adds a link to the plans.
   */
  plan_listing_limit: 409,
  plan_boost_limit: 409,
  /** Only an open listing that is not boosted already can be boosted. */
  boost_refused: 409,
  plan_venue_limit: 409,
  plan_member_limit: 409,
  plan_outreach_limit: 409,
  plan_alert_limit: 409,
  /** Instant job alerts come with Pro; daily ones are free. */
  plan_instant_alerts: 409,
  /** Listing statistics come with Growth and Scale. */
  plan_stats_required: 409,
  /** The jobs feed and its API keys come with Scale. */
  plan_feed_required: 409,
  /** An organisation keeps at most 10 API keys. */
  api_key_limit_reached: 409,
  /** A plan paid through Stripe changes there, not by an admin's grant. */
  plan_billed_by_provider: 409,
  /** A payment provider's webhook whose signature does not verify. */
  invalid_signature: 400,
  /** Messaging (issue 5): the other person's account is gone or deactivated. */
  recipient_unavailable: 409,
  /** Admins (issue 7): an admin cannot deactivate, demote or delete their own account. */
  own_account_protected: 409,
  /** Admin two-factor sign-in (issue 7): a wrong authenticator or recovery code. */
  two_factor_code_wrong: 401,
  recovery_code_wrong: 401,
  /** The second step's challenge is unknown, expired or out of attempts: back to the password. */
  two_factor_expired: 401,
  rate_limited: 429,
  internal: 500,
  /** The database connection dropped mid-request (decision 016), or a proxy's own 503. */
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** A field error: the locale key of its message and the English text. */
export interface FieldError {
  key: string;
  message: string;
}

/** The one JSON error envelope every API error uses. */
export interface ErrorEnvelope {
  error: {
    code: ErrorCode;
    message: string;
    fields?: Record<string, FieldError>;
  };
}

export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}
