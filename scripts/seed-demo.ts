/**
 * `npm run seed:demo`: fills the configured database (DATA_DIR, or DATABASE_URL) with a living
 * marketplace — venues in six cities, open jobs of every role and type, applicants with resumes,
 * applications in every status with their timelines. Accounts are made through better-auth, so
 * they sign in with the printed password. Runs once: a database that has them already is left
 * alone. Stop an embedded server first (it holds the data directory's lock).
 */
import {
  applicationMoves,
  type ApplicationStatus,
} from '../packages/shared/src/applications/application-status.ts';
import { jobCreateInput } from '../packages/shared/src/jobs/job-requests.ts';
import { profileInput } from '../packages/shared/src/profile.ts';
import type { SessionUser } from '../packages/shared/src/session.ts';
import { eq } from 'drizzle-orm';
import { runCli } from '../apps/server/src/cli/run-cli.ts';
import { computeResponsiveness } from '../apps/server/src/services/venues/compute-responsiveness.ts';
import type { AppContext } from '../apps/server/src/core/app-context.ts';
import { applicationEvents, applications } from '../apps/server/src/db/schema/applications.ts';
import { jobs } from '../apps/server/src/db/schema/jobs.ts';
import { resumes } from '../apps/server/src/db/schema/resumes.ts';
import { users } from '../apps/server/src/db/schema/users.ts';
import { checkSignUpInput, createAccount } from '../apps/server/src/services/accounts/sign-up.ts';
import { changeJobStatus } from '../apps/server/src/services/jobs/change-job-status.ts';
import { createJob } from '../apps/server/src/services/jobs/create-job.ts';
import { saveProfile } from '../apps/server/src/services/profiles/profile-service.ts';
import { saveInvoicePlan } from '../apps/server/src/services/plans/billing/invoice-billing.ts';
import { holderOf } from '../apps/server/src/services/plans/plan-holder.ts';
import { sweepDecisionDeadlines } from '../apps/server/src/services/applications/decision-deadlines.ts';
import { decideByFor } from '@brigade/shared/applications/decision-window';
import {
  DEMO_PASSWORD,
  demoApplicants,
  demoApplications,
  demoDomain,
  demoJobs,
  demoVenues,
} from './demo/demo-data.ts';

const DAY = 86_400_000;
const emailOf = (key: string) => `${key}@${demoDomain}`;

/** Pending → … → `to`, the way the transition map allows (Rejected after a review). */
function stepsTo(to: ApplicationStatus): ApplicationStatus[] {
  const forward: ApplicationStatus[] = ['Reviewed', 'Shortlisted', 'Offered', 'Hired'];
  if (to === 'Pending') return [];
  if (to === 'Withdrawn') return ['Withdrawn'];
  if (to === 'Rejected') return ['Reviewed', 'Rejected'];
  return forward.slice(0, forward.indexOf(to) + 1);
}

await runCli(
  async ({ database, context }) => {
    const [existing] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, emailOf('lola')));
    if (existing) {
      console.log(
        `This database already has the demo data (${emailOf('lola')} exists): nothing changed.`,
      );
    } else {
      await seed(await context());
    }
  },
  {
    log: () => undefined,
    report: (error) => console.error('The demo data could not be added:', error),
  },
);

async function seed(ctx: AppContext): Promise<void> {
  const { db } = ctx.database;
  const account = async (
    key: string,
    firstName: string,
    lastName: string,
    userType: 'applicant' | 'restaurant',
  ) => {
    const input = checkSignUpInput({
      email: emailOf(key),
      password: DEMO_PASSWORD,
      firstName,
      lastName,
      userType,
    });
    return (await createAccount(ctx, input)).user;
  };

  const venues = new Map<string, SessionUser>();
  for (const venue of demoVenues) {
    const user = await account(venue.key, venue.firstName, venue.lastName, 'restaurant');
    const { key: _key, description, ...fields } = venue;
    await saveProfile(ctx, user, profileInput.parse({ ...fields, venueDescription: description }));
    // Demo venues hire all year: on Growth, as an admin grants it (invoice billing).
    const holder = await holderOf(db, user);
    if (holder)
      await saveInvoicePlan(db, holder, { planId: 'growth', months: 12, grantedBy: null });
    venues.set(venue.key, user);
  }

  const jobIds = new Map<string, { id: string; restaurantId: string }>();
  for (const [index, { venue, status, ...fields }] of demoJobs.entries()) {
    const restaurant = venues.get(venue);
    if (!restaurant) throw new Error(`no demo venue ${venue}`);
    const place = demoVenues.find((candidate) => candidate.key === venue);
    const input = jobCreateInput.parse({
      ...fields,
      location: place?.address,
      city: place?.city,
      postcode: place?.postcode,
      publish: status !== 'draft',
    });
    const job = await createJob(ctx, restaurant, input);
    if (status === 'closed') await changeJobStatus(ctx, restaurant, job.id, 'closed');
    jobIds.set(fields.title, { id: job.id, restaurantId: restaurant.id });
    // Publication dates spread over the last three weeks, so "newest" and "posted within" show.
    if (status !== 'draft') {
      const publishedAt = new Date(Date.now() - index * DAY);
      await db.update(jobs).set({ publishedAt }).where(eq(jobs.id, job.id));
    }
  }

  const applicants = new Map<string, SessionUser>();
  for (const person of demoApplicants) {
    const user = await account(person.key, person.firstName, person.lastName, 'applicant');
    await saveProfile(
      ctx,
      user,
      profileInput.parse({
        firstName: person.firstName,
        lastName: person.lastName,
        city: person.city,
        headline: person.headline,
        phone: '+440000000000',
      }),
    );
    await db.insert(resumes).values({
      applicantId: user.id,
      headline: person.headline,
      summary: `${person.headline}. Based in ${person.city}, available for the right team.`,
      roles: person.roles,
      skills: person.skills,
      languages: ['English'],
      experience: [
        {
          role: person.headline.split(',')[0] ?? person.headline,
          venue: 'Previous venue',
          from: '2021-03',
          to: '',
          description: '',
        },
      ],
      certifications: [{ kind: 'food_hygiene', name: 'Level 2', expiresOn: '2027-06-30' }],
      availability: { fri: ['dinner', 'late'], sat: ['lunch', 'dinner'], sun: ['lunch'] },
      visibility: person.visibility,
    });
    applicants.set(person.key, user);
  }

  for (const [index, [who, title, status, daysAgo]] of demoApplications.entries()) {
    const applicant = applicants.get(who);
    const job = jobIds.get(title);
    if (!applicant || !job) throw new Error(`demo application ${who} → ${title} is not set up`);
    const appliedAt = new Date(Date.now() - (daysAgo ?? 12 - index) * DAY);
    const steps = stepsTo(status);
    const [application] = await db
      .insert(applications)
      .values({
        jobId: job.id,
        applicantId: applicant.id,
        restaurantId: job.restaurantId,
        status,
        coverNote: 'I would love to join your team.',
        appliedAt,
        // The venues keep the default window (decision-window.ts); the sweep below acts on it.
        decideBy: decideByFor(appliedAt, null),
        updatedAt: new Date(appliedAt.getTime() + steps.length * DAY),
        ...(status === 'Shortlisted'
          ? {
              interviewDate: new Date(Date.now() + 3 * DAY),
              interviewTimeZone: 'Europe/London',
              interviewLocation: 'At the bar, ask for Jonah',
            }
          : {}),
      })
      .returning({ id: applications.id });
    if (!application) throw new Error('the demo application was not stored');
    let from: ApplicationStatus = 'Pending';
    const events: (typeof applicationEvents.$inferInsert)[] = [
      {
        applicationId: application.id,
        kind: 'applied',
        toStatus: 'Pending',
        actorId: applicant.id,
        createdAt: appliedAt,
      },
    ];
    for (const [step, to] of steps.entries()) {
      const actor = applicationMoves[from][to] === 'applicant' ? applicant.id : job.restaurantId;
      events.push({
        applicationId: application.id,
        kind: 'status_changed',
        fromStatus: from,
        toStatus: to,
        actorId: actor,
        createdAt: new Date(appliedAt.getTime() + (step + 1) * DAY),
      });
      from = to;
    }
    if (status === 'Shortlisted') {
      events.push({
        applicationId: application.id,
        kind: 'interview_scheduled',
        actorId: job.restaurantId,
        details: { timeZone: 'Europe/London' },
      });
    }
    await db.insert(applicationEvents).values(events);
  }
  // What the hourly work would do at once: undecided applications past their window close (and
  // those near it warn their venue); venues' responsiveness is counted for job pages.
  await sweepDecisionDeadlines(ctx);
  await computeResponsiveness(db);

  console.log(
    `Demo data added: ${demoVenues.length} venues, ${demoJobs.length} jobs, ${demoApplicants.length} applicants, ${demoApplications.length} applications.`,
  );
  console.log(`Every demo account signs in with the password ${DEMO_PASSWORD}`);
  console.log(`  restaurants: ${demoVenues.map((venue) => emailOf(venue.key)).join(', ')}`);
  console.log(`  applicants:  ${demoApplicants.map((person) => emailOf(person.key)).join(', ')}`);
}
