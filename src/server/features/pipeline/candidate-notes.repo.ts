/**
 * SQL for `candidate_notes`: the team's private notes on candidates (issue #34 item 2,
 * docs/decisions/074). Read by the company's members only: every function takes the company's id.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { candidateNotes } from '../../../db/schema';

export type NoteRow = typeof candidateNotes.$inferSelect;

/** The company's notes on a candidate, oldest first. */
export async function listNotes(
  db: Db,
  companyId: string,
  candidateId: string,
): Promise<NoteRow[]> {
  return db
    .select()
    .from(candidateNotes)
    .where(
      and(eq(candidateNotes.companyId, companyId), eq(candidateNotes.candidateId, candidateId)),
    )
    .orderBy(asc(candidateNotes.createdAt));
}

/** One note of the company, or undefined. */
export async function findNote(
  db: Db,
  companyId: string,
  id: string,
): Promise<NoteRow | undefined> {
  const [row] = await db
    .select()
    .from(candidateNotes)
    .where(and(eq(candidateNotes.companyId, companyId), eq(candidateNotes.id, id)));
  return row;
}

/** Adds a note. @returns it. */
export async function insertNote(
  db: Db,
  values: Pick<
    NoteRow,
    'companyId' | 'candidateId' | 'authorId' | 'authorName' | 'body' | 'mentions'
  > & {
    at: Date;
  },
): Promise<NoteRow> {
  const { at, ...rest } = values;
  const [row] = await db
    .insert(candidateNotes)
    .values({ ...rest, createdAt: at, updatedAt: at })
    .returning();
  return row!;
}

/** Changes a note's text and mentions. @returns it, or undefined when gone. */
export async function updateNote(
  db: Db,
  companyId: string,
  id: string,
  values: { body: string; mentions: string[]; at: Date },
): Promise<NoteRow | undefined> {
  const [row] = await db
    .update(candidateNotes)
    .set({ body: values.body, mentions: values.mentions, updatedAt: values.at })
    .where(and(eq(candidateNotes.companyId, companyId), eq(candidateNotes.id, id)))
    .returning();
  return row;
}

/** Deletes a note. @returns whether it existed. */
export async function deleteNote(db: Db, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(candidateNotes)
    .where(and(eq(candidateNotes.companyId, companyId), eq(candidateNotes.id, id)))
    .returning({ id: candidateNotes.id });
  return rows.length > 0;
}

/** Every note of the company, for its data export (issue #34 item 2). */
export async function exportNotes(db: Db, companyId: string): Promise<NoteRow[]> {
  return db
    .select()
    .from(candidateNotes)
    .where(eq(candidateNotes.companyId, companyId))
    .orderBy(asc(candidateNotes.createdAt));
}
