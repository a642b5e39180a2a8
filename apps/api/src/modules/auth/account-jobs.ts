import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import {
  finishSignupMail,
  resetPasswordMail,
  signupAttemptMail,
  verifyEmailMail,
} from '../../platform/mail/templates.ts';
import { findAnyUserByEmail, findUserByEmail } from './accounts.ts';
import { issueCode } from './one-time-codes.ts';
import { issueResetToken } from './reset-tokens.ts';
import { sessionsChanged } from './session-cache.ts';

// Signup, resend and forgot-password answer before anything is looked up: the route validates
// and enqueues one of these jobs, whose work (look-up, insert, mail) no answer can time.

export const ACCOUNT_JOBS = {
  signup: 'account-signup',
  resend: 'account-resend',
  forgot: 'account-forgot',
} as const;

export interface SignupJob {
  /** When the signup request arrived (ISO): a job never replaces details newer than its own. */
  requestedAt?: string;
  name: string;
  email: string;
  /** argon2 hash made in the request, so the plain password never reaches the jobs table. */
  passwordHash: string;
  phoneNumber: string;
  corporate: { gstNumber: string; tradeName: string; companyScale: string } | null;
}

export interface AccountJobContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

type CodeUser = { id: string; name: string; email: string };

function issueEmailCode(db: Db, secret: string, user: CodeUser) {
  return issueCode(db, secret, { userId: user.id, purpose: 'email', target: user.email });
}

async function mailEmailCode(ctx: AccountJobContext, user: CodeUser, code: string) {
  await ctx.mailer.send({
    kind: 'verify-email',
    to: user.email,
    ...verifyEmailMail(user.name, code),
  });
}

export async function runSignupJob(ctx: AccountJobContext, job: SignupJob) {
  const existing = await findAnyUserByEmail(ctx.db, job.email);
  if (existing?.emailVerified) {
    const loginLink = `${ctx.config.publicUrl}/login`;
    await ctx.mailer.send({
      kind: 'signup-attempt',
      to: existing.email,
      ...signupAttemptMail(existing.name, loginLink),
    });
    return;
  }
  // A job queued before requests carried their time counts as older than any that do.
  const requestedAt = new Date(job.requestedAt ?? 0);
  const details = {
    name: job.name,
    passwordHash: job.passwordHash,
    phoneNumber: job.phoneNumber,
    phoneVerified: false,
    isCorporate: Boolean(job.corporate),
    gstNumber: job.corporate?.gstNumber ?? null,
    tradeName: job.corporate?.tradeName ?? null,
    companyScale: (job.corporate?.companyScale ??
      null) as (typeof users.$inferInsert)['companyScale'],
    signupRequestedAt: requestedAt,
  };
  // The row and its code change together: while this transaction holds the row, a job for
  // other details waits, then finds them replaced (or not) before it issues a code of its own.
  const saved = await ctx.db.transaction(async (tx) => {
    let user: CodeUser | undefined;
    if (existing) {
      // A pending signup (a squatter's, or the owner's own earlier try) gives way to a newer
      // one, whichever job runs first: nothing of the older one survives, its code dies, and
      // the 7 days start again. An older job finds nothing to replace and mails nothing.
      // (Equal times: this job's own retry, after a mail that failed.)
      [user] = await tx
        .update(users)
        .set({ ...details, createdAt: new Date() })
        .where(
          and(
            eq(users.id, existing.id),
            eq(users.emailVerified, false),
            or(isNull(users.signupRequestedAt), lte(users.signupRequestedAt, requestedAt)),
          ),
        )
        .returning({ id: users.id, name: users.name, email: users.email });
      if (user) {
        await tx.delete(sessions).where(eq(sessions.userId, existing.id));
        sessionsChanged(tx);
      }
    } else {
      // A unique violation (two signups at once) fails this run; the retry compares times.
      [user] = await tx
        .insert(users)
        .values({ ...details, email: job.email })
        .returning({ id: users.id, name: users.name, email: users.email });
      if (!user) throw new Error('signup wrote no row');
    }
    return user ? { user, code: await issueEmailCode(tx, ctx.config.sessionSecret, user) } : null;
  });
  if (saved) await mailEmailCode(ctx, saved.user, saved.code);
}

export async function runResendJob(ctx: AccountJobContext, { email }: { email: string }) {
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.emailVerified) {
    await mailEmailCode(ctx, user, await issueEmailCode(ctx.db, ctx.config.sessionSecret, user));
  }
}

export async function runForgotJob(ctx: AccountJobContext, { email }: { email: string }) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  if (!user.emailVerified) {
    const code = await issueEmailCode(ctx.db, ctx.config.sessionSecret, user);
    await ctx.mailer.send({
      kind: 'finish-signup',
      to: user.email,
      ...finishSignupMail(user.name, code),
    });
    return;
  }
  const token = await issueResetToken(ctx.db, user.id);
  const link = `${ctx.config.publicUrl}/reset-password/${token}`;
  await ctx.mailer.send({
    kind: 'reset-password',
    to: user.email,
    ...resetPasswordMail(user.name, link),
  });
}

export function registerAccountJobs(jobs: JobQueue, ctx: AccountJobContext) {
  jobs.register<SignupJob>(ACCOUNT_JOBS.signup, (job) => runSignupJob(ctx, job));
  jobs.register<{ email: string }>(ACCOUNT_JOBS.resend, (job) => runResendJob(ctx, job));
  jobs.register<{ email: string }>(ACCOUNT_JOBS.forgot, (job) => runForgotJob(ctx, job));
}
