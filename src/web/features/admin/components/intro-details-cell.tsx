/**
 * What the company wrote with its intro request (issue #15): the role, and the personal note
 * clamped to two lines (the whole note in the CSV and on hover). A dash when neither was given.
 */
export function IntroDetailsCell({
  roleDescription,
  message,
}: {
  roleDescription: string | null;
  message: string | null;
}) {
  if (!roleDescription && !message) return <span className="text-slate-500">—</span>;
  return (
    <div className="max-w-64 text-sm">
      {roleDescription ? <div className="font-medium text-slate-900">{roleDescription}</div> : null}
      {message ? (
        <p className="line-clamp-2 text-xs text-slate-600" title={message}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
