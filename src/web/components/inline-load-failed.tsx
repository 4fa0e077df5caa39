interface InlineLoadFailedProps {
  /** One sentence: what could not be loaded, e.g. 'Your sessions could not be loaded.' */
  message: string;
  onRetry: () => void;
}

/**
 * A card's read that failed, in the card's own text: the sentence and a "Try again" link-button,
 * announced as an alert (the page-sized variant is `LoadFailed`).
 */
export function InlineLoadFailed({ message, onRetry }: InlineLoadFailedProps) {
  return (
    <p role="alert" className="text-sm text-red-700">
      {message}{' '}
      <button type="button" className="font-medium underline underline-offset-4" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}
