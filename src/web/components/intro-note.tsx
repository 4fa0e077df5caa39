/**
 * The role and the note a company wrote with its intro request (issue #15, docs/decisions/034),
 * as the candidate reads them ("A note from {company}") and as the company sees what it sent
 * ("Your note").
 */
export function IntroNote({
  roleDescription,
  message,
  noteCaption,
}: {
  roleDescription: string | null;
  message: string | null;
  noteCaption: string;
}) {
  if (!roleDescription && !message) return null;
  return (
    <>
      {roleDescription ? (
        <div>
          <h4 className="text-sm font-medium text-slate-600">Role</h4>
          <p className="mt-1 whitespace-pre-line text-slate-800">{roleDescription}</p>
        </div>
      ) : null}
      {message ? (
        <figure>
          <figcaption className="text-sm font-medium text-slate-600">{noteCaption}</figcaption>
          <blockquote className="mt-1 border-l-4 border-brand-200 pl-3 whitespace-pre-line text-slate-700">
            {message}
          </blockquote>
        </figure>
      ) : null}
    </>
  );
}
