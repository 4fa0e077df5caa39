import { useState } from 'react';
import { Check, Copy, Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { saveFile } from '../../../lib/save-file';

interface RecoveryCodesListProps {
  codes: readonly string[];
}

/** The file "Download" saves. */
const RECOVERY_CODES_FILE_NAME = 'warmintro-recovery-codes.txt';

/**
 * The recovery codes, shown once (issue #31 item 4; docs/decisions/067): a monospace grid with
 * "Copy all" and "Download" (a .txt file), and what they are for. After turning two-factor on and
 * after asking for new codes.
 */
export function RecoveryCodesList({ codes }: RecoveryCodesListProps) {
  const [copied, setCopied] = useState(false);
  const text = `WarmIntro recovery codes\n\n${codes.join('\n')}\n`;

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Each code works once. Keep them somewhere safe: they are the way in if you lose your phone.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-4 gap-y-1.5 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-900"
      >
        {codes.map((code) => (
          <li key={code} className="text-center tracking-wide">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            void navigator.clipboard.writeText(codes.join('\n')).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy all'}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            saveFile(new Blob([text], { type: 'text/plain' }), RECOVERY_CODES_FILE_NAME)
          }
        >
          <Download aria-hidden="true" />
          Download
        </Button>
      </div>
      <p role="status" className="sr-only">
        {copied ? 'Recovery codes copied.' : ''}
      </p>
    </div>
  );
}
