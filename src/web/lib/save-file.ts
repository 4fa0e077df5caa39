/** Saves `blob` as a download named `fileName`, through a temporary link. */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is revoked.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** Saves a value as a pretty-printed JSON download. */
export function saveJson(data: unknown, fileName: string): void {
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}
