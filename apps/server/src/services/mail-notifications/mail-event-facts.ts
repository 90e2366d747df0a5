import { sql } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

/**
 * What a mail says about each event's subject, read when the mail is made (so it shows the
 * state of things then: a renamed listing, a moved interview). One query per kind of subject.
 * Never the restaurant's private notes.
 */
export interface ApplicationFacts {
  kind: 'application';
  jobId: string;
  jobTitle: string;
  venueName: string;
  applicantName: string;
  applicantEmail: string;
  status: string;
  interviewAt: Date | null;
  interviewTimeZone: string | null;
  interviewLocation: string | null;
  interviewSequence: number;
}

export interface JobFacts {
  kind: 'job';
  jobTitle: string;
  venueName: string;
  city: string;
}

export interface MessageFacts {
  kind: 'message';
  senderName: string;
  conversationId: string;
  read: boolean;
}

/** A resume (the certificate wallet's reminders): the certificate itself is in the event. */
export interface ResumeFacts {
  kind: 'resume';
}

export type SubjectFacts = ApplicationFacts | JobFacts | MessageFacts | ResumeFacts;
export type SubjectKind = SubjectFacts['kind'];

/**
 * A person as others see them: a venue by its name, anyone else by their full name. A restaurant
 * account's own venue keeps its id (decision 024).
 */
const shownName = (person: string, venue: string) =>
  sql.raw(`coalesce(
  nullif(${venue}.name, ''),
  trim(coalesce(${person}.first_name, '') || ' ' || coalesce(${person}.last_name, '')))`);

const idList = (ids: string[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;

async function applicationFacts(db: NodePgDatabase, ids: string[]) {
  const result = await db.execute<{
    id: string;
    job_id: string;
    job_title: string;
    venue_name: string;
    applicant_name: string;
    applicant_email: string;
    status: string;
    interview_date: string | Date | null;
    interview_time_zone: string | null;
    interview_location: string | null;
    interview_sequence: number;
  }>(sql`
    select a.id, a.job_id, j.title as job_title, ${shownName('r', 'rv')} as venue_name,
           trim(ap.first_name || ' ' || ap.last_name) as applicant_name, ap.email as applicant_email,
           a.status, a.interview_date, a.interview_time_zone, a.interview_location,
           a.interview_sequence
    from applications a
    join jobs j on j.id = a.job_id
    join users ap on ap.id = a.applicant_id
    join users r on r.id = a.restaurant_id
    left join venues rv on rv.id = r.id
    where a.id in ${idList(ids)}`);
  return result.rows.map((row): [string, ApplicationFacts] => [
    row.id,
    {
      kind: 'application',
      jobId: row.job_id,
      jobTitle: row.job_title,
      venueName: row.venue_name,
      applicantName: row.applicant_name,
      applicantEmail: row.applicant_email,
      status: row.status,
      interviewAt: row.interview_date ? new Date(row.interview_date) : null,
      interviewTimeZone: row.interview_time_zone,
      interviewLocation: row.interview_location,
      interviewSequence: Number(row.interview_sequence),
    },
  ]);
}

async function jobFacts(db: NodePgDatabase, ids: string[]) {
  const result = await db.execute<{ id: string; title: string; venue_name: string; city: string }>(
    sql`select j.id, j.title, ${shownName('r', 'rv')} as venue_name, j.city
        from jobs j join users r on r.id = j.restaurant_id
        left join venues rv on rv.id = r.id
        where j.id in ${idList(ids)}`,
  );
  return result.rows.map((row): [string, JobFacts] => [
    row.id,
    { kind: 'job', jobTitle: row.title, venueName: row.venue_name, city: row.city },
  ]);
}

async function messageFacts(db: NodePgDatabase, ids: string[]) {
  const result = await db.execute<{
    id: string;
    sender_name: string | null;
    conversation_id: string;
    read: boolean;
  }>(sql`
    select m.id,
           -- About an application, a restaurant member writes as that listing's venue (teams).
           case when s.user_type = 'restaurant' then coalesce(nullif(j.venue_name, ''), ${shownName('s', 'sv')})
                else ${shownName('s', 'sv')} end as sender_name,
           m.conversation_id, m.read
    from messages m
    left join users s on s.id = m.sender_id
    left join venues sv on sv.id = s.id
    left join conversations c on c.id = m.conversation_id
    left join applications a on a.id = c.application_id
    left join jobs j on j.id = a.job_id
    where m.id in ${idList(ids)}`);
  return result.rows.map((row): [string, MessageFacts] => [
    row.id,
    {
      kind: 'message',
      senderName: row.sender_name ?? '',
      conversationId: row.conversation_id,
      read: row.read,
    },
  ]);
}

async function resumeFacts(db: NodePgDatabase, ids: string[]) {
  const result = await db.execute<{ id: string }>(
    sql`select id from resumes where id in ${idList(ids)}`,
  );
  return result.rows.map((row): [string, ResumeFacts] => [row.id, { kind: 'resume' }]);
}

const loaders = {
  application: applicationFacts,
  job: jobFacts,
  message: messageFacts,
  resume: resumeFacts,
};

/** The facts of every subject, by id; a subject that no longer exists is simply absent. */
export async function loadSubjectFacts(
  db: NodePgDatabase,
  subjects: { kind: SubjectKind; id: string }[],
): Promise<Map<string, SubjectFacts>> {
  const facts = new Map<string, SubjectFacts>();
  for (const kind of Object.keys(loaders) as SubjectKind[]) {
    const ids = [...new Set(subjects.filter((s) => s.kind === kind).map((s) => s.id))];
    if (ids.length === 0) continue;
    for (const [id, fact] of await loaders[kind](db, ids)) facts.set(id, fact);
  }
  return facts;
}
