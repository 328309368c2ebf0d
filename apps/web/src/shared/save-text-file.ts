/** Hands a file to the browser as a download; the object URL is released once the click has started it. */
export function saveBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the blob's memory can go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function saveTextFile(filename: string, text: string, type: string): void {
  saveBlob(filename, new Blob([text], { type: `${type};charset=utf-8` }));
}
