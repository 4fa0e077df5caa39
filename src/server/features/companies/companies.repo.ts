/** SQL for companies and their preferences. Every function takes a database handle or a transaction. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies, companyPreferences, users } from '../../../db/schema';

export type CompanyRow = typeof companies.$inferSelect & { email: string };

export async function findCompany(db: Db, id: string): Promise<CompanyRow | undefined> {
  const [row] = await db
    .select({ company: companies, email: users.email })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.id))
    .where(eq(companies.id, id))
    .limit(1);
  return row ? { ...row.company, email: row.email } : undefined;
}

export async function insertCompanyRow(
  db: Db,
  values: typeof companies.$inferInsert,
): Promise<void> {
  await db.insert(companies).values(values);
}

export async function updateCompany(
  db: Db,
  id: string,
  values: Partial<
    Pick<
      typeof companies.$inferInsert,
      'companyName' | 'hiringRoles' | 'timezone' | 'onboardingStatus' | 'planTier'
    >
  >,
): Promise<void> {
  await db
    .update(companies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(companies.id, id));
}

export async function findPreferences(db: Db, companyId: string) {
  const [row] = await db
    .select()
    .from(companyPreferences)
    .where(eq(companyPreferences.companyId, companyId))
    .limit(1);
  return row;
}

export async function upsertPreferences(
  db: Db,
  values: typeof companyPreferences.$inferInsert,
): Promise<void> {
  const { companyId: _id, ...update } = values;
  await db
    .insert(companyPreferences)
    .values(values)
    .onConflictDoUpdate({
      target: companyPreferences.companyId,
      set: { ...update, submittedAt: sql`now()` },
    });
}
