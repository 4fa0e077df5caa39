import { formatCompensation, type Compensation } from '../../shared/intro-requests/compensation';

/**
 * The role, the pay and the note a company wrote with its intro request (issue #15,
 * docs/decisions/034; pay: issue #35, docs/decisions/077), as the candidate reads them ("A note
 * from {company}") and as the company sees what it sent ("Your note"). The pay shows when
 * `compensation` is given: "Not stated" (null) for a request from before pay was required.
 */
export function IntroNote({
  roleDescription,
  message,
  noteCaption,
  compensation,
}: {
  roleDescription: string | null;
  message: string | null;
  noteCaption: string;
  compensation?: Compensation | null;
}) {
  if (!roleDescription && !message && compensation === undefined) return null;
  return (
    <>
      {roleDescription ? (
        <div>
          <h4 className="text-sm font-medium text-slate-600">Role</h4>
          <p className="mt-1 whitespace-pre-line text-slate-800">{roleDescription}</p>
        </div>
      ) : null}
      {compensation !== undefined ? (
        <div>
          <h4 className="text-sm font-medium text-slate-600">Pay</h4>
          <p className="mt-1 text-slate-800">{formatCompensation(compensation)}</p>
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
