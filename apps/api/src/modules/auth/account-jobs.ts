import { eq } from 'drizzle-orm';
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

// Signup, resend and forgot-password answer before anything is looked up: the route validates
// and enqueues one of these jobs, whose work (look-up, insert, mail) no answer can time.

export const ACCOUNT_JOBS = {
  signup: 'account-signup',
  resend: 'account-resend',
  forgot: 'account-forgot',
} as const;

export interface SignupJob {
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

async function mailEmailCode(ctx: AccountJobContext, user: CodeUser) {
  const code = await issueCode(ctx.db, ctx.config.sessionSecret, {
    userId: user.id,
    purpose: 'email',
    target: user.email,
  });
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
  };
  let user: CodeUser | undefined;
  if (existing) {
    // A pending signup (a squatter's, or the owner's own earlier try) gives way to the newer
    // one: nothing of the older one survives, and its 7 days start again.
    [user] = await ctx.db
      .update(users)
      .set({ ...details, createdAt: new Date() })
      .where(eq(users.id, existing.id))
      .returning({ id: users.id, name: users.name, email: users.email });
    await ctx.db.delete(sessions).where(eq(sessions.userId, existing.id));
  } else {
    // A unique violation (two signups at once) fails this run; the retry replaces the winner.
    [user] = await ctx.db
      .insert(users)
      .values({ ...details, email: job.email })
      .returning({ id: users.id, name: users.name, email: users.email });
  }
  if (!user) throw new Error('signup wrote no row');
  await mailEmailCode(ctx, user);
}

export async function runResendJob(ctx: AccountJobContext, { email }: { email: string }) {
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.emailVerified) await mailEmailCode(ctx, user);
}

export async function runForgotJob(ctx: AccountJobContext, { email }: { email: string }) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  if (!user.emailVerified) {
    const code = await issueCode(ctx.db, ctx.config.sessionSecret, {
      userId: user.id,
      purpose: 'email',
      target: user.email,
    });
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
