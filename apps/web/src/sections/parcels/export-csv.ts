// The CSV export of the current filter: fetched with the bearer token (a plain link could not send it) and saved
// from a blob under the server's file name.
import { saveBlob } from '../../shared/save-text-file';
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
  saveBlob(name, await response.blob());
  return name;
}
