import { useId } from 'react';
import { useMessageSettings, useUpdateMessageSettings } from '../api/message-settings';

/** The setting "E-mail me about messages unread for 10 minutes" (issue #16). */
export function MessageEmailsSetting() {
  const settings = useMessageSettings();
  const update = useUpdateMessageSettings();
  const id = useId();
  const checked = update.isPending
    ? (update.variables?.messageEmails ?? false)
    : (settings.data?.messageEmails ?? true);
  return (
    <div className="flex items-start gap-2 text-sm text-slate-700">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 accent-brand-700"
        checked={checked}
        disabled={!settings.data || update.isPending}
        onChange={(e) => update.mutate({ messageEmails: e.target.checked })}
      />
      <label htmlFor={id}>E-mail me when a message waits unread for 10 minutes</label>
    </div>
  );
}
