/**
 * The typed route registry: every route of the product spec's table, used by the web app's
 * router and links and by the end-to-end tests, so a path is written in exactly one place.
 */
export type LoginType = 'applicant' | 'restaurant';

export const paths = {
  home: '/',
  jobs: '/jobs',
  /** Beyond the spec's table: one job's page (Browse Jobs links to it). */
  job: (id: string) => `/jobs/${encodeURIComponent(id)}`,
  /** Beyond the spec's table (teams): a venue's page, its open jobs and how it answers. */
  venue: (id: string) => `/venues/${encodeURIComponent(id)}`,
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  pricing: '/pricing',
  auth: {
    login: (type?: LoginType) => (type ? `/auth/login?type=${type}` : '/auth/login'),
    adminLogin: '/auth/admin-login',
    register: '/auth/register',
    /** Beyond the spec's table: asking for, and using, a password-reset link. */
    forgotPassword: '/auth/forgot-password',
    resetPassword: '/auth/reset-password',
  },
  profile: { edit: '/profile/edit' },
  admin: {
    /** Key figures and charts (issue 7). */
    dashboard: '/admin/dashboard',
    /** Beyond the spec's table (issue 7): users, one user, listings moderation, contact messages. */
    users: '/admin/users',
    user: (id: string) => `/admin/users/${encodeURIComponent(id)}`,
    listings: '/admin/listings',
    contactMessages: '/admin/contact-messages',
  },
  restaurant: {
    dashboard: '/restaurant/dashboard',
    createListing: '/restaurant/create-listing',
    /** Beyond the spec's table: Post a Job's form for an existing listing. */
    editListing: (id: string) => `/restaurant/listings/${encodeURIComponent(id)}/edit`,
    /** Beyond the spec's table (issue 16): a listing's applications as a pipeline board. */
    listingBoard: (id: string) => `/restaurant/listings/${encodeURIComponent(id)}/board`,
    application: (id: string) => `/restaurant/applications/${encodeURIComponent(id)}`,
    /** Beyond the spec's table (issue 17): venues, members and invitations. */
    organisation: '/restaurant/organisation',
  },
  applicant: {
    dashboard: '/applicant/dashboard',
    createResume: '/applicant/create-resume',
    applications: '/applicant/applications',
    application: (id: string) => `/applicant/applications/${encodeURIComponent(id)}`,
  },
  messaging: '/messaging',
  /** Messages with one conversation open (its id in the query, so /messaging stays one page). */
  conversation: (id: string) => `/messaging?conversation=${encodeURIComponent(id)}`,
  security: '/security',
  applications: '/applications',
  /** Beyond the spec's table: My Files, generic file storage (issue 6). */
  files: '/files',
  /** Beyond the spec's table: one resume from Browse Applicants (restaurants). */
  applicantProfile: (resumeId: string) => `/applicants/${encodeURIComponent(resumeId)}`,
  /** Beyond the spec's table (issue 14): where a mail's unsubscribe link leads a person. */
  unsubscribe: (token: string) => `/unsubscribe?token=${encodeURIComponent(token)}`,
  /** Beyond the spec's table (issue 17): an invitation mail's link to join an organisation. */
  invitation: (token: string) => `/invitation?token=${encodeURIComponent(token)}`,
  /** Beyond the spec's table (issue 14): an invite mail's confirm or reschedule link. */
  interviewAnswer: (token: string, response: 'confirmed' | 'reschedule_requested') =>
    `/interview-answer?token=${encodeURIComponent(token)}&response=${response}`,
} as const;

/** Router patterns for the routes that take a parameter. */
export const routePatterns = {
  restaurantApplication: '/restaurant/applications/:id',
  applicantApplication: '/applicant/applications/:id',
  applicantProfile: '/applicants/:id',
  job: '/jobs/:id',
  venue: '/venues/:id',
  editListing: '/restaurant/listings/:id/edit',
  listingBoard: '/restaurant/listings/:id/board',
  adminUser: '/admin/users/:id',
} as const;

/**
 * Public pages reached only from a link in a mail (they read a token from the query): pages of
 * the app, but not of the spec's table, so no test visits them without their token.
 */
export const mailLinkRoutes = {
  unsubscribe: '/unsubscribe',
  /** ?token&response: confirming an interview, or asking to move it (interviewAnswerParams). */
  interviewAnswer: '/interview-answer',
  /** ?token: an invitation to join a restaurant's organisation (teams). */
  invitation: '/invitation',
} as const;

/** Every static route of the spec's table, for tests that visit each page. */
export const staticRoutes: readonly string[] = [
  paths.home,
  paths.jobs,
  paths.about,
  paths.contact,
  paths.privacy,
  paths.terms,
  paths.pricing,
  paths.auth.login(),
  paths.auth.adminLogin,
  paths.auth.register,
  paths.auth.forgotPassword,
  paths.auth.resetPassword,
  paths.profile.edit,
  paths.admin.dashboard,
  paths.admin.users,
  paths.admin.listings,
  paths.admin.contactMessages,
  paths.restaurant.dashboard,
  paths.restaurant.createListing,
  paths.applicant.dashboard,
  paths.applicant.createResume,
  paths.applicant.applications,
  paths.messaging,
  paths.files,
  paths.security,
  paths.applications,
];

/** The public API's paths, shared by the server's routes and the browser's fetchers. */
export const apiPaths = {
  health: '/api/health',
  contact: '/api/contact',
  auth: {
    signUp: '/api/auth/sign-up',
    signIn: '/api/auth/sign-in',
    signOut: '/api/auth/sign-out',
    session: '/api/auth/session',
    forgotPassword: '/api/auth/forgot-password',
    resetPassword: '/api/auth/reset-password',
    /** GET: which social provider is configured (AuthProvidersAnswer). */
    providers: '/api/auth/providers',
    /** GET ?type=applicant|restaurant: where the social sign-in popup starts. */
    socialStart: '/api/auth/social/start',
    /** GET: the OpenID provider's redirect URI. */
    socialCallback: '/api/auth/social/callback',
    /**
     * POST: the second step of an admin's sign-in (issue 7): the challenge token the password
     * step answered, with an authenticator code or a recovery code.
     */
    twoFactor: '/api/auth/two-factor',
  },
  /** DELETE with { password }: removes the signed-in account. */
  account: '/api/account',
  /** GET: a zip of everything Brigade holds about the signed-in user ("Download my data"). */
  accountDataExport: '/api/account/data-export',
  /** PUT { language }: remember the signed-in user's chosen UI language on their account. */
  accountLanguage: '/api/account/language',
  /** GET / PUT mailPreferencesInput: what the signed-in user is mailed about (MailPreferences). */
  notificationPreferences: '/api/account/notification-preferences',
  /**
   * ?token: a mail's one-click unsubscribe link (RFC 8058). GET says which topic it turns off;
   * POST (no session needed, any or no body) turns it off.
   */
  mailUnsubscribe: '/api/mail/unsubscribe',
  profile: '/api/profile',
  /** GET: the plan the signed-in person works under, its limits and use (PlanStatus, issue 18). */
  plan: '/api/plan',
  /** POST planCheckoutInput: where to pay for a paid plan (PlanCheckoutAnswer). */
  planCheckout: '/api/plan/checkout',
  /** POST: where to change or cancel the plan paid online (the provider's customer portal). */
  planManage: '/api/plan/manage',
  /** GET: how paid plans are bought here (PlanBillingAnswer), for everyone. */
  plans: '/api/plans',
  /** GET with `Authorization: Bearer <API key>`: the organisation's open jobs (JobsFeed). */
  jobsFeed: '/api/feed/jobs',
  /** POST: Stripe's webhook (signed events; 404 without Stripe). */
  stripeWebhook: '/api/billing/stripe/webhook',
  /** Teams (issue 17): the signed-in member's organisation, its venues, members, invitations. */
  organisation: {
    root: '/api/organisation',
    /** PUT ownershipInput: the owner hands the organisation to a member (they stay as admin). */
    owner: '/api/organisation/owner',
    venues: '/api/organisation/venues',
    venue: (id: string) => `/api/organisation/venues/${encodeURIComponent(id)}`,
    /** PUT { archived }: archive a venue (its open listings close) or bring it back. */
    venueArchive: (id: string) => `/api/organisation/venues/${encodeURIComponent(id)}/archive`,
    /** POST (multipart, one image): set a venue's logo; DELETE: remove it. OrganisationVenue. */
    venueLogo: (id: string) => `/api/organisation/venues/${encodeURIComponent(id)}/logo`,
    member: (id: string) => `/api/organisation/members/${encodeURIComponent(id)}`,
    invitations: '/api/organisation/invitations',
    /** GET: the jobs feed's API keys; POST apiKeyInput: a new one, shown once (plans: Scale). */
    apiKeys: '/api/organisation/api-keys',
    apiKey: (id: string) => `/api/organisation/api-keys/${encodeURIComponent(id)}`,
    invitation: (id: string) => `/api/organisation/invitations/${encodeURIComponent(id)}`,
  },
  /** ?token: GET what an invitation offers (InvitationPreview); POST accepts it (signed in). */
  invitation: '/api/invitation',
  /** PUT decisionWindowInput: a venue's days to decide on applications (no ghosting). */
  profileDecisionWindow: '/api/profile/decision-window',
  /** GET / PUT: the signed-in applicant's own resume. */
  resume: '/api/resume',
  /** POST multipart (one pdf, doc or docx) / DELETE: the resume's CV. */
  resumeCv: '/api/resume/cv',
  /** GET: Browse Applicants (restaurants); `/api/resumes/:id` one resume they may see. */
  resumes: '/api/resumes',
  resumeById: (id: string) => `/api/resumes/${encodeURIComponent(id)}`,
  /** POST: apply to a job. */
  jobApplications: (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}/applications`,
  /** GET: the signed-in applicant's applications. */
  applicantApplications: '/api/applicant/applications',
  /** GET: the signed-in applicant's applications counted by status (ApplicationCounts). */
  applicantApplicationCounts: '/api/applicant/applications/counts',
  /** GET: every application to the signed-in restaurant's jobs (its inbox). */
  restaurantApplications: '/api/restaurant/applications',
  /** GET one; POST …/status, PUT …/notes, PUT and DELETE …/interview. */
  application: (id: string) => `/api/applications/${encodeURIComponent(id)}`,
  /**
   * POST: the venue marks a certificate of the applicant's resume, whose document it could open,
   * as checked (answers the application; the certificate wallet).
   */
  applicationCertificateCheck: (id: string, certificateId: string) =>
    `/api/applications/${encodeURIComponent(id)}/certificates/${encodeURIComponent(certificateId)}/check`,
  /** POST: the venue extends the application's decision window, once (no ghosting). */
  applicationDecisionExtend: (id: string) =>
    `/api/applications/${encodeURIComponent(id)}/decision/extend`,
  /** GET: the interview as an iCalendar file (its applicant and restaurant). */
  applicationInterviewCalendar: (id: string) =>
    `/api/applications/${encodeURIComponent(id)}/interview.ics`,
  /** POST interviewResponseInput: the applicant confirms or asks to reschedule. */
  applicationInterviewResponse: (id: string) =>
    `/api/applications/${encodeURIComponent(id)}/interview/response`,
  /**
   * ?token: the interview a mailed answer link is about (GET, changes nothing); POST
   * interviewAnswerInput: answer it without a session.
   */
  interviewAnswers: '/api/interview-answers',
  /** GET: files attached to the application; POST attachFileInput: attach one of mine. */
  applicationAttachments: (id: string) => `/api/applications/${encodeURIComponent(id)}/attachments`,
  /** DELETE: detach a file (it stays in My Files). */
  applicationAttachment: (id: string, fileId: string) =>
    `/api/applications/${encodeURIComponent(id)}/attachments/${encodeURIComponent(fileId)}`,
  /** POST multipart (one file field) to set, DELETE to remove the signed-in user's picture. */
  profilePicture: '/api/profile/picture',
  messaging: {
    /** GET ?page&pageSize: my conversations, newest first; POST startConversationInput: open one. */
    conversations: '/api/conversations',
    /** GET: one conversation (ConversationSummary) I take part in. */
    conversation: (id: string) => `/api/conversations/${encodeURIComponent(id)}`,
    /** GET ?before&limit: MessagePage; POST sendMessageInput: send. */
    messages: (id: string) => `/api/conversations/${encodeURIComponent(id)}/messages`,
    /** POST: marks the conversation's unread messages to me read (the spec's bulk rule). */
    read: (id: string) => `/api/conversations/${encodeURIComponent(id)}/read`,
    /** POST directMessageInput (the spec's Message schema): send to a user. */
    direct: '/api/messages',
    /** POST: marks one message to me read. */
    messageRead: (id: string) => `/api/messages/${encodeURIComponent(id)}/read`,
    /** GET: UnreadCountAnswer. */
    unreadCount: '/api/messages/unread-count',
    /** GET ?before&limit: messages between me and that user, across conversations. */
    withUser: (userId: string) => `/api/users/${encodeURIComponent(userId)}/messages`,
  },
  /** GET: the live channel (Server-Sent Events of LiveEvent). */
  live: '/api/live',
  notifications: {
    /** GET: NotificationsAnswer. */
    list: '/api/notifications',
    /** POST markNotificationsReadInput. */
    read: '/api/notifications/read',
  },
  jobs: {
    /** GET ?jobSearchQuery: Browse Jobs (Page<JobSummary>); POST jobCreateInput: Post a Job. */
    search: '/api/jobs',
    /** GET ?limit=1–12 (6): the newest open jobs for the home page ({ items: JobSummary[] }). */
    latest: '/api/jobs/latest',
    /** GET: JobDetail; PUT jobInput: edit (the posting restaurant). */
    job: (id: string) => `/api/jobs/${encodeURIComponent(id)}`,
    /** POST jobStatusInput: open, close or reopen (the posting restaurant). */
    status: (id: string) => `/api/jobs/${encodeURIComponent(id)}/status`,
    /** POST: another 60 days for an open listing, or reopens an expired one (its restaurant). */
    renew: (id: string) => `/api/jobs/${encodeURIComponent(id)}/renew`,
    /** POST: boost an open listing (plans): first in Browse Jobs, "Urgently hiring", 7 days. */
    boost: (id: string) => `/api/jobs/${encodeURIComponent(id)}/boost`,
    /** GET: a listing's statistics (ListingStats; plans: Growth and Scale). */
    stats: (id: string) => `/api/jobs/${encodeURIComponent(id)}/stats`,
    /** POST: the job page was opened in a browser (a view for its statistics); 204. */
    views: (id: string) => `/api/jobs/${encodeURIComponent(id)}/views`,
    /** PUT { following }: follow a listing of my venue (teams: hear of its applications). */
    follow: (id: string) => `/api/jobs/${encodeURIComponent(id)}/follow`,
    /** PUT { assigneeId }: give the listing to a member who works for its venue. */
    assignee: (id: string) => `/api/jobs/${encodeURIComponent(id)}/assignee`,
    /**
     * GET ?status&q&page&pageSize: the signed-in restaurant's listings (Page<ListingSummary>);
     * `q`: part of their title (the inbox's job filter).
     */
    mine: '/api/restaurant/jobs',
  },
  /** GET: VenuePage, a venue's public page (404 for an unknown or archived venue). */
  venue: (id: string) => `/api/venues/${encodeURIComponent(id)}`,
  /** Saved jobs (issue 14), the signed-in applicant's own. */
  savedJobs: {
    /** GET ?page&pageSize: Page<SavedJob>, newest saved first. */
    list: '/api/saved-jobs',
    /** GET: SavedJobIds, every job I saved (for the Save job toggles). */
    ids: '/api/saved-jobs/ids',
    /** PUT: save (204, idempotent); DELETE: unsave (204, idempotent). */
    job: (jobId: string) => `/api/saved-jobs/${encodeURIComponent(jobId)}`,
  },
  /** Job alerts (issue 14), the signed-in applicant's own saved searches. */
  jobAlerts: {
    /** GET: JobAlertsAnswer; POST jobAlertInput: create one (201 JobAlertView). */
    list: '/api/job-alerts',
    /** PATCH jobAlertChangeInput: rename, pause or resume, frequency; DELETE: delete (204). */
    alert: (id: string) => `/api/job-alerts/${encodeURIComponent(id)}`,
  },
  /** A venue's message templates (issue 16), sent with bulk status moves. */
  messageTemplates: {
    /** GET: MessageTemplatesAnswer; POST messageTemplateInput: create one (201 MessageTemplate). */
    list: '/api/message-templates',
    /** PUT messageTemplateInput: change it; DELETE: delete it (204). */
    template: (id: string) => `/api/message-templates/${encodeURIComponent(id)}`,
  },
  /** A venue's private tags on applications (issue 16), never shown to applicants. */
  applicationTags: {
    /** GET: ApplicationTagsAnswer; POST applicationTagInput: create one (201 ApplicationTag). */
    list: '/api/application-tags',
    /** DELETE: delete it, and every application's mark (204). */
    tag: (id: string) => `/api/application-tags/${encodeURIComponent(id)}`,
  },
  /** PUT applicationTagsInput: the tags an application carries (ApplicationTag[]). */
  applicationTagsOf: (id: string) => `/api/applications/${encodeURIComponent(id)}/tags`,
  /** POST bulkStatusInput: several applications to one status, with a template (BulkStatusAnswer). */
  applicationsBulkStatus: '/api/applications/bulk-status',
  /** Generic file storage (issue 6). Every answer about one file is a StoredFileView. */
  files: {
    /** GET ?folder&page&pageSize: my files, under a folder at any depth (Page<StoredFileView>). */
    mine: '/api/files',
    /** GET ?folder&page&pageSize: files others shared with me (Page<StoredFileView>). */
    sharedWithMe: '/api/files/shared',
    /** GET: bytes I store and my quota (StorageUsage). */
    usage: '/api/files/usage',
    /** GET: one file's metadata; PATCH fileMetadataInput: edit it; DELETE: remove it. */
    file: (id: string) => `/api/files/${encodeURIComponent(id)}`,
    /** GET: the file's bytes, as an attachment (public files also signed out). */
    download: (id: string) => `/api/files/${encodeURIComponent(id)}/download`,
    /** POST fileShareInput: share with a user by e-mail (owner only). */
    shares: (id: string) => `/api/files/${encodeURIComponent(id)}/shares`,
    /** DELETE: revoke one person's access (owner only). */
    share: (id: string, userId: string) =>
      `/api/files/${encodeURIComponent(id)}/shares/${encodeURIComponent(userId)}`,
  },
  /**
   * Resumable uploads into generic file storage (issue 6), the tus 1.0.0 protocol. POST with
   * Upload-Length and Upload-Metadata (filename, filetype, optional folder) starts one and answers
   * its Location; HEAD / PATCH / DELETE on that location read the offset, send bytes, cancel. The
   * request that completes the file answers `{ file: StoredFileView }`.
   */
  uploads: {
    create: '/api/uploads',
    upload: (id: string) => `/api/uploads/${encodeURIComponent(id)}`,
  },
  /** Admins only (issue 7): 403 for everyone else, 401 signed out. */
  admin: {
    /** GET: the dashboard's key figures and 30-day series. */
    overview: '/api/admin/overview',
    /** GET ?q&type&status&page&pageSize: users; POST: create another admin. */
    users: '/api/admin/users',
    /** GET: one user (profile, listings or applications, recent security events); DELETE. */
    user: (id: string) => `/api/admin/users/${encodeURIComponent(id)}`,
    /** PUT { isActive, reason? }: deactivate or reactivate. */
    userStatus: (id: string) => `/api/admin/users/${encodeURIComponent(id)}/status`,
    /** PUT { userType }: change role. */
    userRole: (id: string) => `/api/admin/users/${encodeURIComponent(id)}/role`,
    /** PUT planGrantInput: put the user (a member: their organisation) on a plan (invoice billing). */
    userPlan: (id: string) => `/api/admin/users/${encodeURIComponent(id)}/plan`,
    /** DELETE: reset an admin's two-factor sign-in (they set it up again at their next sign-in). */
    userTwoFactor: (id: string) => `/api/admin/users/${encodeURIComponent(id)}/two-factor`,
    /** GET: the user's active sessions; DELETE: revoke them all. */
    userSessions: (id: string) => `/api/admin/users/${encodeURIComponent(id)}/sessions`,
    /** DELETE: revoke one session. */
    userSession: (id: string, sessionId: string) =>
      `/api/admin/users/${encodeURIComponent(id)}/sessions/${encodeURIComponent(sessionId)}`,
    /** GET ?q&status&page&pageSize: every job, for moderation. */
    jobs: '/api/admin/jobs',
    /** POST { action: close | remove, reason }: moderate a listing. */
    jobModeration: (id: string) => `/api/admin/jobs/${encodeURIComponent(id)}/moderation`,
    /** GET ?status=unread|read&page&pageSize: messages from the Contact page. */
    contactMessages: '/api/admin/contact-messages',
    /** PUT { read }: mark one read or unread. */
    contactMessage: (id: string) => `/api/admin/contact-messages/${encodeURIComponent(id)}`,
    /** GET ?severity&type&userId&from&to&page&pageSize: security events, newest first. */
    securityEvents: '/api/admin/security-events',
    /** GET: counts by severity over the last 24 hours and 7 days. */
    securityEventCounts: '/api/admin/security-events/counts',
    /** GET (same filters): the events as CSV. */
    securityEventsCsv: '/api/admin/security-events/export.csv',
    /** GET ?page&pageSize: the audit log of admin actions, newest first. */
    auditLog: '/api/admin/audit-log',
    /** DELETE: remove a venue's "checked" mark from a certificate (204, audited). */
    certificateCheck: (id: string) => `/api/admin/certificate-checks/${encodeURIComponent(id)}`,
  },
} as const;

/** For crawlers and aggregators (issue 15): served by the server, not pages of the app. */
export const crawlerPaths = {
  robots: '/robots.txt',
  /** The sitemap index; it names /sitemaps/pages.xml and /sitemaps/jobs-<n>.xml. */
  sitemap: '/sitemap.xml',
  /** Every open job in the aggregators' XML job feed format. */
  jobsFeed: '/jobs.xml',
  /** RSS 2.0 of a Browse Jobs search: `?` the same parameters as /jobs. */
  jobsRss: '/jobs.rss',
} as const;

/**
 * Where stored files are served from: `/files/<storage key>`. Outside /api because these are
 * plain cacheable resources for <img>, not JSON; only profile pictures are public so far.
 */
export const filesPathPrefix = '/files/';

const parameterisedRoutes = Object.values(routePatterns).map(
  (pattern) => new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}$`),
);

/** Whether a pathname is one of the app's pages (the server answers 404 for anything else). */
export function isClientRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    staticRoutes.includes(path) ||
    Object.values<string>(mailLinkRoutes).includes(path) ||
    parameterisedRoutes.some((route) => route.test(path))
  );
}
