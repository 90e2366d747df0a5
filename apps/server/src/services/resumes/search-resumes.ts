import type { Page } from '@brigade/shared/jobs/job-answers';
import type { ResumeCard } from '@brigade/shared/resumes/resume-answers';
import { plans } from '@brigade/shared/plans/plans';
import type { RequirableCertificate } from '@brigade/shared/resumes/certificates';
import type { ResumeSearchQuery } from '@brigade/shared/resumes/resume-search';
import { slotCount } from '@brigade/shared/resumes/week-mask';
import type { SessionUser } from '@brigade/shared/session';
import { and, desc, eq, sql, type SQL } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { resumes } from '../../db/schema/resumes.ts';
import { userProfiles } from '../../db/schema/user-profiles.ts';
import { users } from '../../db/schema/users.ts';
import { presentFit } from '../jobs/present-job.ts';
import { toPage } from '../pagination.ts';
import { loadFitJob, type FitJob } from './fit-job.ts';
import { presentResumeCard } from './present-resume.ts';
import type { AppContext } from '../../core/app-context.ts';

/**
 * Browse Applicants: visible resumes of active applicants, matching any words (full text over
 * headline, skills, roles, summary, experience), a wanted role, a city, an availability slot and
 * a certificate held today.
 * Best matches first when there are words, else the most recently updated. With `fitJobId` (the
 * viewer's own listing), each says how its availability fits that job's shifts, counted in SQL
 * from the kept masks, and `sort=fit` puts the best fit first.
 */
/** A job seeker on a plan with a highlighted profile (Pro), paid now. */
const highlightedProfile = sql<boolean>`exists (
  select 1 from plan_subscriptions p
   where p.user_id = ${resumes.applicantId} and p.paid_until > now()
     and p.plan_id in (${sql.join(
       plans.filter((plan) => plan.features.highlightedProfile).map((plan) => sql`${plan.id}`),
       sql`, `,
     )}))`;

export async function searchResumes(
  ctx: AppContext,
  query: ResumeSearchQuery,
  viewer: Pick<SessionUser, 'id' | 'userType'>,
): Promise<Page<ResumeCard>> {
  const { db } = ctx.database;
  const fitJob = query.fitJobId ? await loadFitJob(db, viewer, query.fitJobId) : null;
  const fit = fitJob && fitJob.shiftMask !== 0 ? fitSql(fitJob) : null;
  const words = query.q ? sql`websearch_to_tsquery('english', ${query.q})` : null;
  const conditions: SQL[] = [eq(resumes.visibility, 'visible'), eq(users.isActive, true)];
  if (words) conditions.push(sql`${resumes.searchVector} @@ ${words}`);
  if (query.role) conditions.push(sql`${resumes.roles} @> ARRAY[${query.role}]::text[]`);
  if (query.city) conditions.push(sql`lower(${userProfiles.city}) = lower(${query.city})`);
  if (query.day && query.dayPart) {
    conditions.push(sql`${resumes.availability} -> ${query.day} ? ${query.dayPart}`);
  } else if (query.day) {
    conditions.push(
      sql`jsonb_array_length(coalesce(${resumes.availability} -> ${query.day}, '[]')) > 0`,
    );
  }
  if (query.certificate) conditions.push(holdsCertificate(query.certificate));
  const rows = await db
    .select({
      resume: resumes,
      firstName: users.firstName,
      lastName: users.lastName,
      photoURL: users.photoURL,
      city: userProfiles.city,
      fitShared: fit ? fit.shared : sql<number | null>`null::int`,
      highlighted: highlightedProfile,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(resumes)
    .innerJoin(users, eq(users.id, resumes.applicantId))
    .leftJoin(userProfiles, eq(userProfiles.userId, resumes.applicantId))
    .where(and(...conditions))
    .orderBy(
      ...(fit && query.sort === 'fit' ? [fit.bestFirst] : []),
      // Pro members' profiles first (plans), then the order asked for.
      desc(highlightedProfile),
      ...(words ? [desc(sql`ts_rank_cd(${resumes.searchVector}, ${words})`)] : []),
      desc(resumes.updatedAt),
      desc(resumes.id),
    )
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return toPage(
    rows,
    query,
    ({ resume, total: _total, fitShared, highlighted, ...owner }) =>
      presentResumeCard(
        resume,
        owner,
        fitJob
          ? presentFit({
              fitShared,
              fitSlots: slotCount(fitJob.shiftMask),
              shiftsPerWeek: fitJob.shiftsPerWeek,
            })
          : null,
        highlighted,
      ),
    () => countResumes(db, conditions),
  );
}

/**
 * One job's shifts against each resume's availability: the shifts shared (null without any
 * availability), and the order that puts those covering most of the shifts it needs a week
 * first (capped at what it needs: more is no better); the job's mask is a constant here.
 */
function fitSql(job: FitJob) {
  const needed = job.shiftsPerWeek ?? slotCount(job.shiftMask);
  const shared = sql`bit_count((${resumes.availabilityMask} & ${job.shiftMask}::int)::bit(28))::int`;
  return {
    shared: sql<
      number | null
    >`case when ${resumes.availabilityMask} = 0 then null else ${shared} end`,
    bestFirst: sql`(case when ${resumes.availabilityMask} = 0 then null else least(${shared}, ${needed}::int) end) desc nulls last`,
  };
}

/**
 * The resume holds a certificate of `kind` that has not expired today (or never expires): the
 * rule of `heldCertificate` (certificates.ts), in SQL. Dates are `YYYY-MM-DD`, so text order is
 * date order.
 */
function holdsCertificate(kind: RequirableCertificate): SQL {
  const today = new Date().toISOString().slice(0, 10);
  return sql`exists (select 1 from jsonb_array_elements(${resumes.certifications}) as held(c)
    where held.c ->> 'kind' = ${kind}
      and (coalesce(held.c ->> 'expiresOn', '') = '' or held.c ->> 'expiresOn' >= ${today}))`;
}

async function countResumes(db: NodePgDatabase, conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(resumes)
    .innerJoin(users, eq(users.id, resumes.applicantId))
    .leftJoin(userProfiles, eq(userProfiles.userId, resumes.applicantId))
    .where(and(...conditions));
  return row?.total ?? 0;
}
