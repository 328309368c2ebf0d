// The CSV export of the current filter: fetched with the bearer token (a plain link could not send it) and saved
// from a blob under the server's file name.
function fileNameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'parcels.csv';
}

export async function exportParcelsCsv(token: string, query: string): Promise<string> {
  const response = await fetch(`api/parcels/export.csv?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) {
    const failure = (await response.json().catch(() => ({}))) as { msg?: string };
    throw new Error(failure.msg ?? `The export answered ${response.status}.`);
  }
  const name = fileNameOf(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the blob's memory can go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
